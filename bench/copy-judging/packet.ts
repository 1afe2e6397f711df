/**
 * Blind packets (issue 27, item 8): the 15 judged slots of a kit, links masked, A/B order shuffled
 * with a seeded PRNG, the packet a judge reads and the key the judge never sees.
 */

export const networks = ['Twitter', 'LinkedIn', 'Instagram', 'Facebook'] as const;
export type Network = (typeof networks)[number];

/** The 15 slots, in packet order: 12 social posts, the campaign email, the ad, the website hero. */
export const slotNames: readonly string[] = [...networks.flatMap((network) => [1, 2, 3].map((n) => `${network} ${n}`)), 'Email', 'Ad', 'Website hero'];

/** A copywriter's reference kit: bench/copy-judging/references/<key>.json. */
export interface ReferenceKit {
  site: string;
  language: string;
  social: Record<Network, string[]>;
  email: { subject: string; body: string };
  ad: { headline: string; description: string; cta: string };
  website: { hero: string; subheading: string; callToAction: string };
}

/** Slot name -> the text a judge reads. */
export type SlotTexts = Map<string, string>;

const email = (subject: string, body: string) => `Subject: ${subject.trim()}\n\n${body.trim()}`;
const ad = (headline: string, description: string, cta: string) => `Headline: ${headline.trim()}\nDescription: ${description.trim()}\nCall to action: ${cta.trim()}`;
const hero = (headline: string, subheading: string, callToAction: string) => `Headline: ${headline.trim()}\nSubheading: ${subheading.trim()}\nCall to action: ${callToAction.trim()}`;

/** Every problem with a reference file's shape, as "field: what is wrong" (empty when it is whole). */
export function referenceProblems(value: unknown): string[] {
  const problems: string[] = [];
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const text = (v: unknown, field: string) => {
    if (typeof v !== 'string' || !v.trim()) problems.push(`${field}: expected a non-empty string, got ${JSON.stringify(v)?.slice(0, 60) ?? 'nothing'}`);
  };
  if (!isObject(value)) return ['the file is not a JSON object'];
  text(value.site, 'site');
  text(value.language, 'language');
  if (!isObject(value.social)) problems.push('social: expected an object with Twitter, LinkedIn, Instagram, Facebook');
  else
    for (const network of networks) {
      const posts = value.social[network];
      if (!Array.isArray(posts) || posts.length !== 3) problems.push(`social.${network}: expected 3 posts, got ${Array.isArray(posts) ? posts.length : JSON.stringify(posts)?.slice(0, 60) ?? 'nothing'}`);
      else posts.forEach((post, i) => text(post, `social.${network}[${i}]`));
    }
  for (const [part, fields] of [
    ['email', ['subject', 'body']],
    ['ad', ['headline', 'description', 'cta']],
    ['website', ['hero', 'subheading', 'callToAction']],
  ] as const) {
    const section = value[part];
    if (!isObject(section)) problems.push(`${part}: expected an object with ${fields.join(', ')}`);
    else for (const field of fields) text(section[field], `${part}.${field}`);
  }
  return problems;
}

export function referenceSlots(reference: ReferenceKit): SlotTexts {
  const slots: SlotTexts = new Map();
  for (const network of networks) reference.social[network].forEach((post, i) => slots.set(`${network} ${i + 1}`, post.trim()));
  slots.set('Email', email(reference.email.subject, reference.email.body));
  slots.set('Ad', ad(reference.ad.headline, reference.ad.description, reference.ad.cta));
  slots.set('Website hero', hero(reference.website.hero, reference.website.subheading, reference.website.callToAction));
  return slots;
}

/** The product's kit (the answer of POST /api/marketing/generate) in the same slots; throws naming the first missing piece. */
export function kitSlots(kit: Record<string, unknown>): SlotTexts {
  const get = (path: string): string => {
    let value: unknown = kit;
    for (const part of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
    if (typeof value !== 'string') throw new Error(`the kit has no text at ${path}`);
    return value;
  };
  const platforms = Array.isArray(kit.socialPlatforms) ? (kit.socialPlatforms as Array<{ platform?: unknown; options?: unknown }>) : [];
  const slots: SlotTexts = new Map();
  for (const network of networks) {
    const options = platforms.find((p) => p.platform === network)?.options;
    if (!Array.isArray(options) || options.length < 3) throw new Error(`the kit has no 3 options for ${network} in socialPlatforms`);
    options.slice(0, 3).forEach((post, i) => {
      if (typeof post !== 'string') throw new Error(`the kit's ${network} option ${i + 1} is not text`);
      slots.set(`${network} ${i + 1}`, post.trim());
    });
  }
  slots.set('Email', email(get('emailCopy.subject'), get('emailCopy.body')));
  slots.set('Ad', ad(get('adCopy.headline'), get('adCopy.description'), get('adCopy.cta')));
  slots.set('Website hero', hero(get('websiteCopy.hero'), get('websiteCopy.subheading'), get('websiteCopy.callToAction')));
  return slots;
}

const trailing = /[.,;:!?…)\]'"»”’]+$/u;
const webAddressEnd = '(?:[/?#][^\\s<>"]*)?';
/** The served site (http://127.0.0.1:PORT/..., with or without the scheme or the port). */
const servedSite = new RegExp(`(?:https?://)?(?:127\\.0\\.0\\.1(?::\\d+)?|(?:https?://)localhost(?::\\d+)?|localhost:\\d+)${webAddressEnd}`, 'giu');
/** Any other address with a scheme. */
const schemeAddress = new RegExp(`https?://[^\\s<>"]+`, 'giu');
/** A bare web address (www.example.de, example.com/menu), never an e-mail address's domain. */
const bareAddress = new RegExp(`(?<![@\\p{L}\\p{N}._-])(?:www\\.)?[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:com|net|org|info|biz|io|co|us|uk|eu|de|at|ch|es|cat|fr|be|pt|br|mx|ar|ca|au|nz)${webAddressEnd}(?![\\p{L}\\p{N}@])`, 'giu');

/**
 * Links replaced by the token [link] on both sides alike, so an address does not say who wrote a
 * piece: the served site (http://127.0.0.1:PORT/..., or 127.0.0.1 alone, as a writer may name the site by its host), any other http(s) address and bare web
 * addresses (www.example.de). Punctuation closing a sentence after an address stays.
 */
export function maskLinks(text: string): string {
  const token = (match: string) => {
    const end = trailing.exec(match)?.[0] ?? '';
    return `[link]${end}`;
  };
  return text.replace(servedSite, token).replace(schemeAddress, token).replace(bareAddress, token);
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small seeded PRNG giving numbers in [0, 1). */
export function seededRandom(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Side = 'A' | 'B';

export interface KeySlot {
  slot: string;
  /** The side the product's piece is on. */
  product: Side;
  /** The texts as the judge read them, for attributing quotes when scoring. */
  A: string;
  B: string;
}

/** What the judge never sees: keys/key-<key>.json. */
export interface PacketKey {
  site: string;
  runId: string;
  seed: string;
  language: string;
  slots: KeySlot[];
}

/**
 * Pairs the slots, each side masked. The product's side per slot is a seeded shuffle (from the seed
 * and the site's key, so one site's order does not depend on which other sites run) of a balanced
 * list, 8 on one side and 7 on the other: a judge cannot learn that one writer is "usually A".
 */
export function pairSlots(site: string, seed: string, product: SlotTexts, reference: SlotTexts): KeySlot[] {
  const random = seededRandom(`${seed}:${site}`);
  const first: Side = random() < 0.5 ? 'A' : 'B';
  const sides = slotNames.map((_, i): Side => (i % 2 === 0 ? first : first === 'A' ? 'B' : 'A'));
  for (let i = sides.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [sides[i], sides[j]] = [sides[j]!, sides[i]!];
  }
  return slotNames.map((slot, i) => {
    const ours = maskLinks(product.get(slot) ?? '');
    const theirs = maskLinks(reference.get(slot) ?? '');
    const side = sides[i]!;
    return side === 'A' ? { slot, product: side, A: ours, B: theirs } : { slot, product: side, A: theirs, B: ours };
  });
}

const languageNames: Record<string, string> = { en: 'English', de: 'German', es: 'Spanish', fr: 'French', pt: 'Portuguese' };

/** A fence longer than any run of backticks in the text. */
function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
}

export interface PacketSite {
  key: string;
  language: string;
  folder: string;
  pages: string[];
  prompt: string;
  audience: string;
}

/** The judge's packet: the site's folder and pages, the owner's brief, then A and B per slot. Nothing about who wrote what. */
export function packetMarkdown(site: PacketSite, slots: KeySlot[], verdictPath: string): string {
  const language = languageNames[site.language] ? `${languageNames[site.language]} (${site.language})` : site.language;
  const lines = [
    `# Judging packet: ${site.key}`,
    '',
    'Judge this packet as your judging brief says. Two writers each wrote one side of every slot below; you are told nothing else about them.',
    '',
    `Write your verdict (JSON, the shape in the brief, \`"site": "${site.key}"\`, one entry per slot, named exactly as the slot headings below) to:`,
    '',
    `    ${verdictPath}`,
    '',
    '## The site',
    '',
    `- Language: ${language}`,
    `- Folder: ${site.folder}`,
    `- Pages to read (in that folder): ${site.pages.join(', ')}`,
    '',
    '## The owner\'s brief',
    '',
    ...(site.prompt.trim() ? site.prompt.trim().split('\n').map((line) => `> ${line}`) : ['> (none: the campaign is the site\'s own main offer and call to action)']),
    '',
    `Audience: ${site.audience.trim() || '(not given)'}`,
    '',
    `## The ${slots.length} slots`,
    '',
    'Social posts are written for the network named; "[link]" stands for the link to the site.',
  ];
  for (const slot of slots) lines.push('', `### ${slot.slot}`, '', '**A**', '', fenced(slot.A), '', '**B**', '', fenced(slot.B));
  lines.push('', '## Verdict skeleton', '', 'Fill in every slot (pick "A", "B" or "tie"; ratings 0-3; lists may be empty):', '', fenced(verdictSkeleton(site.key)));
  return `${lines.join('\n')}\n`;
}

export function verdictSkeleton(site: string): string {
  const rows = slotNames.map((slot) => `    { "slot": "${slot}", "pick": "", "ratingA": null, "ratingB": null, "unsupported": [], "unnatural": [] }`);
  return `{\n  "site": "${site}",\n  "slots": [\n${rows.join(',\n')}\n  ]\n}`;
}
