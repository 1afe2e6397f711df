/** The copy-quality metrics of issue 10 and /work/shared/COPY_METRICS.md, per site and overall. */
import twitter from 'twitter-text';
import type { Fixture, Lang, Requirement } from './fixtures/index.ts';
import { abbreviations, commonWords, genericWords, stopwords, tradesOfType } from './lexicon.ts';
import { cutWord, danglingLast, isKnown, judgeHashtag, midSentenceCapitals, ngrams, punctuationDefects, sentenceLanguage, type Dictionary, type TagContext } from './judge.ts';
import { copyPieces, emojiPattern, hashtagPattern, lower, normal, type PageText, type Piece, prose, sentences, tokens, urlPattern } from './text.ts';

export interface SiteRun {
  fixture: Fixture;
  page: PageText;
  /** The route's answer (GenerationResult) or a reference kit; null when generation failed. */
  kit: Record<string, unknown> | null;
  /** Wall times of the route, ms (empty for reference kits). */
  times: number[];
  error?: string;
}

export interface Example {
  site: string;
  text: string;
  note?: string;
}

export interface SiteResult {
  id: string;
  sentences: number;
  templateLeak: number;
  skeletonLeak: number;
  postSentences: number;
  specific: number;
  defects: number;
  tweetsOver: number;
  tags: number;
  badTags: number;
  judgedSentences: number;
  wrongLanguage: number;
  facts: { name: boolean; type: boolean; featuresFound: number; featuresExpected: number; wrongFeatures: string[]; gotName: string; gotType: string };
  instructions: { met: number; total: number; pieces: number; complying: number; failed: string[] } | null;
  viral: number | null;
  rating: number | null;
  medianMs: number | null;
  extras: string[];
  postScores: Array<{ score: number; specificity: number }>;
}

export interface Report {
  sites: SiteResult[];
  examples: Record<string, Example[]>;
}

const langs: Lang[] = ['en', 'de', 'es', 'fr', 'pt'];
const isStop = (w: string) => langs.some((l) => stopwords[l].has(w));
const median = (xs: number[]) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const isAbbreviation = (word: string) => {
  const w = lower(word).replace(/^["'“‘«(]+/, '');
  return abbreviations.has(w) || /^\p{L}$/u.test(w) || /^(\p{L}\.)+\p{L}?$/u.test(w);
};
type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

interface Sentence {
  piece: Piece;
  text: string;
  key: string;
  shape: string | null;
}

interface Prepared {
  run: SiteRun;
  lang: Lang;
  pieces: Piece[];
  sentences: Sentence[];
  names: string[];
  dict: Dictionary;
  pageWords: Set<string>;
  pageNormal: string;
  echoRuns: Set<string>;
}

function namesOf(run: SiteRun): string[] {
  const got = String(obj(run.kit?.websiteAnalysis).name ?? '');
  return [...new Set([...run.fixture.truth.names, got].map(normal).filter((n) => n.length > 0))].sort((a, b) => b.length - a.length);
}

function templateKey(text: string, names: string[]): string {
  let key = ` ${normal(text)} `;
  for (const name of names) key = key.split(` ${name} `).join(' {name} ');
  return key.trim();
}

function prepare(run: SiteRun): Prepared {
  const lang = run.fixture.truth.language;
  const pieces = run.kit ? copyPieces(run.kit) : [];
  const names = namesOf(run);
  const pageTokens = tokens(run.page.text);
  // Hyphenated words count whole and by their parts ("Tax-ready", "Croix-Rousse").
  const pageWords = new Set(pageTokens.flatMap((w) => [w, ...w.split(/['’-]/)]).map(lower).filter(Boolean));
  const pageNormal = ` ${normal(run.page.text)} `;
  const vocab = new Set([...pageWords].filter((w) => !isStop(w)));
  const userText = `${run.fixture.prompt ?? ''}\n${run.fixture.audience ?? ''}`;
  const lineEnds = new Set<string>();
  const kitWords = new Set<string>();
  for (const piece of pieces) {
    for (const line of prose(piece.text).split('\n')) {
      const words = tokens(line).map(lower);
      words.forEach((w, i) => (i === words.length - 1 ? lineEnds.add(w) : kitWords.add(w)));
    }
  }
  const known = new Set<string>([...pageWords, ...kitWords, ...tokens(lower(userText)), ...commonWords[lang], ...stopwords[lang], ...(lang === 'en' ? [] : commonWords.en)]);
  const properCase = new Set<string>();
  for (const line of [...run.page.lines, ...names, ...((obj(run.kit?.websiteAnalysis).features as string[] | undefined) ?? [])]) {
    for (const s of sentences(String(line))) tokens(s).slice(1).filter((w) => /^\p{Lu}/u.test(w)).forEach((w) => properCase.add(w));
  }
  for (const name of run.fixture.truth.names) tokens(name).forEach((w) => properCase.add(w));
  // Names the page writes only capitalised (a pet called Moose, a town) are proper nouns wherever they stand.
  const pageLowerForms = new Set(pageTokens.filter((w) => !/^\p{Lu}/u.test(w)));
  for (const w of pageTokens) if (/^\p{Lu}\p{Ll}/u.test(w) && !pageLowerForms.has(lower(w))) properCase.add(w);
  // Proper nouns the user typed ("West Yorkshire"): capitalised past the first word of their phrase.
  for (const phrase of userText.split(/[\n,.;:!?()]+/)) tokens(phrase).slice(1).filter((w) => /^\p{Lu}\p{Ll}/u.test(w)).forEach((w) => properCase.add(w));
  const dict: Dictionary = { lang, known, source: [...new Set([...pageWords, ...tokens(lower(userText)), ...kitWords])], properCase };
  const echoRuns = new Set<string>();
  // A run of the user's words is an echo only when it carries a word the page never uses: asking for
  // "our adoption weekend on May 18" and writing it is obeying, "Posts should feel personal" is pasting.
  const offPage = (gram: string) => gram.split(' ').some((w) => !/\d/.test(w) && !isStop(w) && !pageWords.has(w));
  for (const [text, n] of [[run.fixture.prompt ?? '', 4], [run.fixture.audience ?? '', 5], ...run.fixture.snippets.map((s) => [s, 3] as const)] as const) {
    for (const gram of ngrams(text, n)) if (!pageNormal.includes(` ${gram} `) && offPage(gram)) echoRuns.add(gram);
  }
  const sents: Sentence[] = [];
  for (const piece of pieces) {
    for (const text of sentences(piece.text)) {
      const key = templateKey(text, names);
      const words = key.split(' ').filter(Boolean);
      if (words.length < 3) continue;
      const shapeWords: string[] = [];
      for (const w of words) {
        const slot = w === '{name}' || /\d/.test(w) || vocab.has(w);
        if (slot) {
          if (shapeWords.at(-1) !== '{x}') shapeWords.push('{x}');
        } else shapeWords.push(w);
      }
      const literal = shapeWords.filter((w) => w !== '{x}').length;
      sents.push({ piece, text, key, shape: literal >= 3 ? shapeWords.join(' ') : null });
    }
  }
  return { run, lang, pieces, sentences: sents, names, dict, pageWords, pageNormal, echoRuns };
}

function pearson(xs: number[], ys: number[]): number | null {
  const n = xs.length;
  if (n < 3) return null;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}
export { pearson, median };

/** The text without quoted passages (a testimonial's "we" is not the writer's voice). */
const unquoted = (text: string) => text.replace(/[“"«„][^”"»“]*[”"»“]/g, ' ');

function mentions(text: string, terms: string[]): boolean {
  const t = ` ${lower(text).replace(/[’]/g, "'")}`;
  return terms.some((term) => new RegExp(`(^|[^\\p{L}\\p{N}])${lower(term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(t));
}

/** Does one piece comply with a requirement that applies to every piece? null when it does not apply per piece. */
function pieceComplies(req: Requirement, piece: Piece, lang: Lang): boolean | null {
  const text = unquoted(prose(piece.text));
  switch (req.kind) {
    case 'no-emoji':
      return !new RegExp(emojiPattern.source, 'u').test(piece.text.replace(/[\u{FE0F}\u{200D}]/gu, ''));
    case 'language':
      return sentences(piece.text).every((s) => tokens(s).length < 4 || [req.language, null].includes(sentenceLanguage(s, req.language) as Lang | null));
    case 'first-person':
      return !/\b(we|we're|we've|we'll|our|ours|us)\b/i.test(text);
    case 'informal-address':
      if (lang === 'de') return !/(?<![.!?]\s|^)\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/u.test(text) && !/\b(Ihnen|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/u.test(text);
      if (lang === 'es') return !/\b(usted|ustedes)\b/iu.test(text);
      if (lang === 'fr') return !/\bvous\b/iu.test(text);
      return !/\b(você|vocês|o senhor|a senhora)\b/iu.test(text);
    case 'formal-address':
      if (lang === 'fr') return !/(^|[^\p{L}])(tu|te|toi|ton|ta|tes|t['’])(?=[^\p{L}]|$)/iu.test(text);
      if (lang === 'de') return !/\b(du|dich|dir|dein|deine|deinen|deinem|deiner)\b/iu.test(text);
      if (lang === 'es') return !/(^|[^\p{L}])(tú|tu|tus|te|ti)(?=[^\p{L}]|$)/iu.test(text);
      return !/(^|[^\p{L}])(tu|te|teu|tua|teus|tuas)(?=[^\p{L}]|$)/iu.test(text);
    case 'avoid':
      return !mentions(piece.text, req.terms);
    case 'mention':
      return req.scope === 'posts' && (req.share ?? 1) >= 1 && piece.kind === 'post' ? mentions(piece.text, req.terms) : null;
  }
}

export function evaluate(runs: SiteRun[]): Report {
  const prepared = runs.map(prepare);
  const examples: Record<string, Example[]> = {};
  const example = (metric: string, e: Example) => (examples[metric] ??= []).push(e);

  // Which sites use each template key / skeleton shape.
  const keySites = new Map<string, Set<string>>();
  const shapeSites = new Map<string, Set<string>>();
  for (const p of prepared) {
    for (const s of p.sentences) {
      (keySites.get(s.key) ?? keySites.set(s.key, new Set()).get(s.key)!).add(p.run.fixture.id);
      if (s.shape) (shapeSites.get(s.shape) ?? shapeSites.set(s.shape, new Set()).get(s.shape)!).add(p.run.fixture.id);
    }
  }
  // Page document frequency: a word on most pages is not specific to any.
  const df = new Map<string, number>();
  for (const p of prepared) for (const w of p.pageWords) df.set(w, (df.get(w) ?? 0) + 1);
  const maxDf = Math.max(2, Math.ceil(prepared.length * 0.4));

  const sites: SiteResult[] = [];
  for (const p of prepared) {
    const id = p.run.fixture.id;
    const kit = p.run.kit ?? {};
    const others = (set: Set<string> | undefined) => [...(set ?? [])].filter((s) => s !== id);
    let templateLeak = 0;
    let skeletonLeak = 0;
    for (const s of p.sentences) {
      const t = others(keySites.get(s.key));
      if (t.length > 0) {
        templateLeak += 1;
        example('template leak', { site: id, text: s.text, note: `also in ${t.slice(0, 3).join(', ')}` });
      }
      const k = s.shape ? others(shapeSites.get(s.shape)) : [];
      if (k.length > 0) {
        skeletonLeak += 1;
        if (t.length === 0) example('skeleton leak', { site: id, text: s.text, note: `shape “${s.shape}” also in ${k.slice(0, 3).join(', ')}` });
      }
    }

    // Specificity of social-post sentences.
    const nameWords = new Set(p.names.flatMap((n) => n.split(' ')));
    const specificOf = (s: Sentence): { ok: boolean; why: string } => {
      const n = ` ${normal(s.text)} `;
      const echo = [...p.echoRuns].find((run) => n.includes(` ${run} `));
      if (echo) return { ok: false, why: `echoes the prompt/audience/caption (“${echo}”)` };
      if (s.shape && others(shapeSites.get(s.shape)).length > 0) return { ok: false, why: 'template shape shared with another site' };
      const term = tokens(lower(s.text)).find((w) =>
        /\d/.test(w) ? p.pageWords.has(w) || p.pageNormal.includes(` ${w} `) : w.length >= 3 && !isStop(w) && !genericWords.has(w) && !nameWords.has(w) && p.pageWords.has(w) && (df.get(w) ?? 0) <= maxDf,
      );
      return term ? { ok: true, why: term } : { ok: false, why: 'no site term' };
    };
    const postSentences = p.sentences.filter((s) => s.piece.kind === 'post');
    let specific = 0;
    const postSpec = new Map<string, { n: number; ok: number }>();
    for (const s of postSentences) {
      const r = specificOf(s);
      const agg = postSpec.get(s.piece.path) ?? { n: 0, ok: 0 };
      agg.n += 1;
      if (r.ok) {
        specific += 1;
        agg.ok += 1;
      } else example('specificity', { site: id, text: s.text, note: r.why });
      postSpec.set(s.piece.path, agg);
    }

    // Defects.
    let defects = 0;
    const defect = (text: string, note: string) => {
      defects += 1;
      example('defects', { site: id, text, note });
    };
    for (const piece of p.pieces) {
      for (const issue of punctuationDefects(piece.text.replace(urlPattern, ' ').replace(emojiPattern, ''), p.lang, isAbbreviation)) defect(piece.text.slice(0, 100), issue);
      const lines = prose(piece.text)
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => /\p{L}/u.test(l));
      const ends = new Set<string>();
      for (const line of [...lines, ...sentences(piece.text)]) {
        if (ends.has(line)) continue;
        ends.add(line);
        if (/(\.\.\.|…)["'”’»)]*$/u.test(line)) {
          defect(line, piece.kind === 'ad' || piece.path.endsWith('hero') || piece.path.endsWith('subject') ? 'headline ends in an ellipsis' : 'line ends in an ellipsis');
          continue;
        }
        const last = tokens(line).at(-1);
        const cut = last && /\p{L}/u.test(last) ? cutWord(p.dict, last) : null;
        if (cut) defect(line, `cut word “${last}” (of “${cut}”?)`);
        else {
          const dangling = p.pageNormal.includes(` ${normal(line)} `) ? null : danglingLast(line, p.lang);
          if (dangling) defect(line, `sentence cut after “${dangling}”`);
        }
      }
      for (const s of sentences(piece.text)) for (const word of midSentenceCapitals(s, p.dict)) defect(s, `mid-sentence capital “${word}”`);
    }

    // Tweets over 280 by twitter-text's weighted count.
    let tweetsOver = 0;
    for (const piece of p.pieces.filter((x) => x.platform === 'Twitter' || x.platform === 'X')) {
      const length = twitter.parseTweet(piece.text).weightedLength;
      if (length > 280) {
        tweetsOver += 1;
        example('tweets over 280', { site: id, text: piece.text.slice(0, 120), note: `${length} weighted` });
      }
    }

    // Hashtags (distinct per site).
    const trades = [...new Set(p.run.fixture.truth.types.flatMap((t) => tradesOfType[t] ?? []))];
    const people = new Set(p.run.page.attributions.flatMap((a) => tokens(a).filter((w) => /^\p{Lu}\p{Ll}+$/u.test(w) && !isKnown(p.dict, w) === true).map(lower)));
    for (const a of p.run.page.attributions) {
      const first = tokens(a)[0];
      if (first && /^\p{Lu}\p{Ll}+$/u.test(first) && !stopwords[p.lang].has(lower(first))) people.add(lower(first));
    }
    const echoes = new Set<string>();
    for (const text of [p.run.fixture.prompt ?? '', p.run.fixture.audience ?? '', ...p.run.fixture.snippets]) {
      for (let n = 2; n <= 6; n++) for (const gram of ngrams(text, n)) if (!p.pageNormal.includes(` ${gram} `)) echoes.add(gram.replace(/ /g, ''));
    }
    const tagContext: TagContext = { dict: p.dict, pageWords: p.pageWords, pageNormal: p.pageNormal, trades, nameTokens: (p.names.at(-1) ?? '').split(' ').filter((w) => w !== 'and'), fullNames: p.names, people, echoes };
    const tags = new Set<string>();
    for (const piece of p.pieces.filter((x) => x.kind === 'post')) for (const m of piece.text.matchAll(hashtagPattern)) tags.add(m[2]!);
    let badTags = 0;
    for (const tag of tags) {
      const why = judgeHashtag(tag, tagContext);
      if (why) {
        badTags += 1;
        example('bad hashtags', { site: id, text: `#${tag}`, note: why });
      }
    }

    // Language of every copy sentence of 4+ words.
    let judgedSentences = 0;
    let wrongLanguage = 0;
    for (const piece of p.pieces) {
      for (const s of sentences(piece.text)) {
        if (tokens(s).filter((w) => /\p{L}/u.test(w)).length < 4) continue;
        judgedSentences += 1;
        const got = sentenceLanguage(s, p.lang);
        if (got !== null && got !== p.lang) {
          wrongLanguage += 1;
          example('language', { site: id, text: s, note: `reads as ${got}, site is ${p.lang}` });
        }
      }
    }

    // Facts: name, type, features against the truth.
    const analysis = obj(kit.websiteAnalysis);
    const gotName = String(analysis.name ?? '');
    const gotType = String(analysis.type ?? '');
    const gotFeatures = Array.isArray(analysis.features) ? analysis.features.map(String) : [];
    const same = (a: string, b: string) => {
      const x = normal(a);
      const y = normal(b);
      return x === y || (x.length > 3 && y.length > 3 && (x.includes(y) || y.includes(x)));
    };
    const featuresFound = p.run.fixture.truth.features.filter((f) => gotFeatures.some((g) => same(f, g))).length;
    const forbidden = [...(p.run.fixture.truth.notFeatures ?? []), ...p.run.fixture.snippets];
    // A feature the truth expects is right even when a caption happens to mention it too.
    const expected = (g: string) => p.run.fixture.truth.features.some((f) => same(f, g));
    const wrongFeatures = gotFeatures.filter((g) => !expected(g) && forbidden.some((f) => normal(f) === normal(g) || normal(g).includes(normal(f)) || (normal(f).includes(normal(g)) && normal(g).split(' ').length >= 3)));
    const typeOk = p.run.fixture.truth.types.includes(gotType === 'Restaurant' ? 'Food & Drink' : gotType);
    const nameOk = p.run.fixture.truth.names.some((n) => normal(n) === normal(gotName));
    const factsRun = p.run.kit && 'websiteAnalysis' in kit;
    if (factsRun) {
      if (!nameOk) example('facts', { site: id, text: `name “${gotName}”`, note: `expected ${p.run.fixture.truth.names[0]}` });
      if (!typeOk) example('facts', { site: id, text: `type “${gotType}”`, note: `expected ${p.run.fixture.truth.types.join(' / ')}` });
      if (featuresFound < p.run.fixture.truth.features.length) example('facts', { site: id, text: `features ${JSON.stringify(gotFeatures.slice(0, 6))}`, note: `expected ${p.run.fixture.truth.features.join(', ')}` });
      for (const w of wrongFeatures) example('facts', { site: id, text: `feature “${w}”`, note: 'a snippet caption or a non-feature' });
    }

    // Instructions.
    let instructions: SiteResult['instructions'] = null;
    const reqs = p.run.fixture.requirements ?? [];
    if (reqs.length > 0) {
      let met = 0;
      const failed: string[] = [];
      const posts = p.pieces.filter((x) => x.kind === 'post');
      for (const req of reqs) {
        let ok: boolean;
        if (req.kind === 'mention') {
          if (req.scope === 'posts') ok = posts.length > 0 && posts.filter((x) => mentions(x.text, req.terms)).length / posts.length >= (req.share ?? 1) - 1e-9;
          else if (req.scope === 'email') ok = p.pieces.some((x) => x.path.startsWith('emailCopy.') && !x.path.includes('sequences') && mentions(x.text, req.terms));
          else ok = p.pieces.some((x) => mentions(x.text, req.terms));
        } else {
          const bad = p.pieces.filter((x) => pieceComplies(req, x, p.lang) === false);
          ok = bad.length === 0;
          if (bad[0]) {
            // Show the offending sentence, not the start of the piece.
            const culprit = sentences(unquoted(bad[0].text)).find((t) => pieceComplies(req, { ...bad[0]!, text: t }, p.lang) === false) ?? bad[0].text;
            example('instructions', { site: id, text: culprit, note: `${req.label} (${bad.length} pieces, e.g. ${bad[0].path})` });
          }
        }
        if (ok) met += 1;
        else {
          failed.push(req.label);
          if (req.kind === 'mention') example('instructions', { site: id, text: req.label, note: 'not met' });
        }
      }
      const complying = p.pieces.filter((x) => reqs.every((r) => pieceComplies(r, x, p.lang) !== false)).length;
      instructions = { met, total: reqs.length, pieces: p.pieces.length, complying, failed };
    }

    // Scores.
    const viralPredictor = obj(kit.viralPredictor);
    const intel = obj(kit.marketingIntel);
    const postScores: SiteResult['postScores'] = [];
    for (const ps of Array.isArray(viralPredictor.posts) ? viralPredictor.posts : []) {
      const path = `socialPlatforms.${String(obj(ps).platform)}.${Number(obj(ps).option)}`;
      const agg = postSpec.get(path);
      if (agg && typeof obj(ps).score === 'number') postScores.push({ score: obj(ps).score as number, specificity: agg.ok / agg.n });
    }

    // New fields, reported when present.
    const extras: string[] = [];
    const language = obj(kit.language);
    if (typeof language.code === 'string') extras.push(`language ${language.code}${language.code === p.lang ? '' : ` (site is ${p.lang})`}`);
    const grounding = obj(kit.grounding);
    if (Array.isArray(grounding.claims)) {
      const unsupported = grounding.claims.filter((c) => obj(c).source === null).length;
      extras.push(`grounding ${unsupported}/${grounding.claims.length} claims not on the site`);
    }
    const instr = obj(kit.instructions);
    if (Array.isArray(instr.notHonoured)) extras.push(`instructions: ${Array.isArray(instr.honoured) ? instr.honoured.length : 0} honoured, ${instr.notHonoured.length} not`);
    if (typeof viralPredictor.confidence === 'string') extras.push(`score confidence ${viralPredictor.confidence}`);
    if (Array.isArray(intel.contentRatingFactors)) extras.push(`${intel.contentRatingFactors.length} rating factors`);

    sites.push({
      id,
      sentences: p.sentences.length,
      templateLeak,
      skeletonLeak,
      postSentences: postSentences.length,
      specific,
      defects,
      tweetsOver,
      tags: tags.size,
      badTags,
      judgedSentences,
      wrongLanguage,
      facts: { name: nameOk, type: typeOk, featuresFound, featuresExpected: p.run.fixture.truth.features.length, wrongFeatures, gotName, gotType },
      instructions,
      viral: typeof viralPredictor.overallScore === 'number' ? viralPredictor.overallScore : null,
      rating: typeof intel.contentRating === 'number' ? intel.contentRating : null,
      medianMs: median(p.run.times),
      extras,
      postScores,
    });
  }
  return { sites, examples };
}
