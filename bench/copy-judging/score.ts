/**
 * Scoring the judges' verdicts against the keys (issue 27, item 8): the product's and the
 * reference's ratings, the pairs the product wins or ties, and the work list (the judges'
 * "unnatural" quotes and "unsupported" claims made against the product's pieces).
 */
import { slotNames, type PacketKey, type Side } from './packet.ts';

export interface SlotVerdict {
  slot: string;
  pick: Side | 'tie';
  ratingA: number;
  ratingB: number;
  /** Per side: a verdict lists them as strings starting "A: " or "B: " (or as { A: [...], B: [...] }). */
  unsupported: Record<Side, string[]> & { unattributed: string[] };
  unnatural: Record<Side, string[]> & { unattributed: string[] };
}

export interface Verdict {
  file: string;
  site: string;
  slots: SlotVerdict[];
}

const canonicalSlot = new Map(slotNames.map((name) => [name.toLowerCase(), name]));
const comparable = (text: string) => text.toLowerCase().normalize('NFC').replace(/[“”«»„"]/gu, '').replace(/[’‘`´]/gu, "'").replace(/\s+/g, ' ').trim();

/** Parses one verdict file's JSON; every problem is listed as "<file>: <slot>: <what is wrong>". */
export function parseVerdict(file: string, raw: string, key: PacketKey | undefined): { verdict: Verdict | null; problems: string[] } {
  const problems: string[] = [];
  const fail = (where: string, what: string) => problems.push(`${file}: ${where}: ${what}`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    fail('file', `not valid JSON (${(error as Error).message})`);
    return { verdict: null, problems };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail('file', 'expected a JSON object { site, slots }');
    return { verdict: null, problems };
  }
  const record = value as Record<string, unknown>;
  const site = typeof record.site === 'string' ? record.site.trim() : '';
  if (!site) fail('site', `expected the site's key as a string, got ${show(record.site)}`);
  if (!key) fail('site', `no key file for site "${site}" (keys/key-${site || '?'}.json)`);
  else if (site && site !== key.site) fail('site', `says "${site}" but the file name names "${key.site}"`);
  if (!Array.isArray(record.slots)) {
    fail('slots', `expected an array of ${slotNames.length} slot verdicts, got ${show(record.slots)}`);
    return { verdict: null, problems };
  }
  const slots: SlotVerdict[] = [];
  const seen = new Set<string>();
  record.slots.forEach((entry: unknown, i: number) => {
    const at = `slots[${i}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      fail(at, `expected an object, got ${show(entry)}`);
      return;
    }
    const e = entry as Record<string, unknown>;
    const name = typeof e.slot === 'string' ? canonicalSlot.get(e.slot.trim().replace(/\s+/g, ' ').toLowerCase()) : undefined;
    if (!name) {
      fail(at, `"slot" must be one of ${slotNames.map((s) => `"${s}"`).join(', ')}; got ${show(e.slot)}`);
      return;
    }
    const where = `slot "${name}"`;
    if (seen.has(name)) fail(where, 'judged twice');
    seen.add(name);
    const pick = typeof e.pick === 'string' ? e.pick.trim() : e.pick;
    const pickOk = pick === 'A' || pick === 'B' || pick === 'tie';
    if (!pickOk) fail(where, `"pick" must be "A", "B" or "tie", got ${show(e.pick)}`);
    const rating = (field: 'ratingA' | 'ratingB') => {
      const r = e[field];
      if (typeof r !== 'number' || !Number.isInteger(r) || r < 0 || r > 3) {
        fail(where, `"${field}" must be a whole number 0-3, got ${show(r)}`);
        return null;
      }
      return r;
    };
    const ratingA = rating('ratingA');
    const ratingB = rating('ratingB');
    const slotKey = key?.slots.find((s) => s.slot === name);
    const unsupported = sided(e.unsupported, 'unsupported', slotKey, (what) => fail(where, what));
    const unnatural = sided(e.unnatural, 'unnatural', slotKey, (what) => fail(where, what));
    if (pickOk && ratingA !== null && ratingB !== null && unsupported && unnatural) slots.push({ slot: name, pick: pick as Side | 'tie', ratingA, ratingB, unsupported, unnatural });
  });
  const missing = slotNames.filter((name) => !seen.has(name));
  if (missing.length) fail('slots', `missing ${missing.map((s) => `"${s}"`).join(', ')}`);
  return { verdict: problems.length ? null : { file, site, slots }, problems };
}

/**
 * A list of claims or quotes split by side: "A: ..." / "B: ..." (also "A - ...", "[A] ..."), or an
 * object { A: [...], B: [...] }. A string naming no side goes to the side whose text contains it
 * (for a quote), else stays unattributed.
 */
function sided(value: unknown, field: string, slot: { A: string; B: string } | undefined, fail: (what: string) => void): (Record<Side, string[]> & { unattributed: string[] }) | null {
  const out = { A: [] as string[], B: [] as string[], unattributed: [] as string[] };
  if (value === undefined || value === null) return out;
  const strings = (list: unknown, where: string): string[] | null => {
    if (!Array.isArray(list) || list.some((x) => typeof x !== 'string')) {
      fail(`"${where}" must be a list of strings, got ${show(list)}`);
      return null;
    }
    return (list as string[]).map((x) => x.trim()).filter(Boolean);
  };
  if (typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    const unknownSides = Object.keys(v).filter((k) => k !== 'A' && k !== 'B');
    if (unknownSides.length) {
      fail(`"${field}" as an object takes only "A" and "B", got ${unknownSides.map((k) => `"${k}"`).join(', ')}`);
      return null;
    }
    const a = strings(v.A ?? [], `${field}.A`);
    const b = strings(v.B ?? [], `${field}.B`);
    if (!a || !b) return null;
    return { A: a, B: b, unattributed: [] };
  }
  const list = strings(value, field);
  if (!list) return null;
  for (const item of list) {
    const match = /^\s*(?:\[\s*([AB])\s*\]|\(?\s*([AB])\s*\)?\s*[:\-–—.)])\s*(.*)$/su.exec(item);
    const side = (match?.[1] ?? match?.[2]) as Side | undefined;
    if (side) {
      out[side].push(match![3]!.trim());
      continue;
    }
    const quote = comparable(item);
    const inA = slot ? comparable(slot.A).includes(quote) : false;
    const inB = slot ? comparable(slot.B).includes(quote) : false;
    if (inA !== inB) out[inA ? 'A' : 'B'].push(item);
    else out.unattributed.push(item);
  }
  return out;
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export interface Tally {
  pieces: number;
  usable: number;
  asIs: number;
  ratingSum: number;
  won: number;
  tied: number;
  lost: number;
  /** Claims and quotes against this side's pieces. */
  unsupported: number;
}

const emptyTally = (): Tally => ({ pieces: 0, usable: 0, asIs: 0, ratingSum: 0, won: 0, tied: 0, lost: 0, unsupported: 0 });

export interface WorkItem {
  site: string;
  slot: string;
  rating: number;
  kind: 'unsupported' | 'unnatural' | 'unattributed';
  text: string;
}

export interface SiteScore {
  site: string;
  language: string;
  product: Tally;
  reference: Tally;
  work: WorkItem[];
}

/** The product's and the reference's tallies for one site, with the product's work list. */
export function scoreVerdict(verdict: Verdict, key: PacketKey): SiteScore {
  const product = emptyTally();
  const reference = emptyTally();
  const work: WorkItem[] = [];
  for (const slot of verdict.slots) {
    const ours = key.slots.find((s) => s.slot === slot.slot)!.product;
    const theirs: Side = ours === 'A' ? 'B' : 'A';
    const rating = { A: slot.ratingA, B: slot.ratingB };
    for (const [tally, side] of [
      [product, ours],
      [reference, theirs],
    ] as const) {
      tally.pieces++;
      tally.ratingSum += rating[side];
      if (rating[side] >= 2) tally.usable++;
      if (rating[side] === 3) tally.asIs++;
      if (slot.pick === 'tie') tally.tied++;
      else if (slot.pick === side) tally.won++;
      else tally.lost++;
      tally.unsupported += slot.unsupported[side].length;
    }
    for (const text of slot.unsupported[ours]) work.push({ site: verdict.site, slot: slot.slot, rating: rating[ours], kind: 'unsupported', text });
    for (const text of slot.unnatural[ours]) work.push({ site: verdict.site, slot: slot.slot, rating: rating[ours], kind: 'unnatural', text });
    for (const text of [...slot.unsupported.unattributed, ...slot.unnatural.unattributed]) work.push({ site: verdict.site, slot: slot.slot, rating: rating[ours], kind: 'unattributed', text });
  }
  return { site: verdict.site, language: key.language, product, reference, work };
}

export function addTallies(tallies: Tally[]): Tally {
  const total = emptyTally();
  for (const t of tallies) for (const field of Object.keys(total) as Array<keyof Tally>) total[field] += t[field];
  return total;
}

export const targets = { usable: 0.6, asIs: 0.2, wonOrTied: 0.2, unsupported: 0 } as const;

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(0)} %`);

/** The printed report: a row per site and language and overall, the target line, then the work list. */
export function report(scores: SiteScore[]): string {
  const out: string[] = [];
  const head = ['site', 'lang', 'pairs', 'ours 2+', 'ours 3', 'ours mean', 'ref 2+', 'ref 3', 'ref mean', 'won', 'tied', 'lost', 'unsup ours', 'unsup ref'];
  const widths = [26, 4, 5, 7, 6, 9, 6, 5, 8, 4, 4, 4, 10, 9];
  const row = (cells: string[]) => out.push(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' '));
  const line = (label: string, language: string, p: Tally, r: Tally) =>
    row([label, language, String(p.pieces), pct(p.usable, p.pieces), pct(p.asIs, p.pieces), p.pieces ? (p.ratingSum / p.pieces).toFixed(2) : '-', pct(r.usable, r.pieces), pct(r.asIs, r.pieces), r.pieces ? (r.ratingSum / r.pieces).toFixed(2) : '-', String(p.won), String(p.tied), String(p.lost), String(p.unsupported), String(r.unsupported)]);
  out.push(`Blind judging: ${scores.length} site(s). "ours" = the built-in writer's pieces, "ref" = the copywriter's; 2+ = rated 2 or 3 (usable), 3 = publish as is; won/tied/lost = the judges' picks for ours.`, '');
  row(head);
  for (const s of scores) line(s.site, s.language, s.product, s.reference);
  const languages = [...new Set(scores.map((s) => s.language))].sort();
  if (languages.length > 1)
    for (const language of languages) {
      const of = scores.filter((s) => s.language === language);
      line(`(${language}: ${of.length} site${of.length === 1 ? '' : 's'})`, language, addTallies(of.map((s) => s.product)), addTallies(of.map((s) => s.reference)));
    }
  const p = addTallies(scores.map((s) => s.product));
  const r = addTallies(scores.map((s) => s.reference));
  line('overall', '', p, r);

  const share = (n: number, d: number) => (d === 0 ? 0 : n / d);
  const checks: Array<[string, string, string, boolean]> = [
    ['rated 2+', pct(p.usable, p.pieces), `>= ${targets.usable * 100} %`, p.pieces > 0 && share(p.usable, p.pieces) >= targets.usable],
    ['rated 3', pct(p.asIs, p.pieces), `>= ${targets.asIs * 100} %`, p.pieces > 0 && share(p.asIs, p.pieces) >= targets.asIs],
    ['won or tied', pct(p.won + p.tied, p.pieces), `>= ${targets.wonOrTied * 100} %`, p.pieces > 0 && share(p.won + p.tied, p.pieces) >= targets.wonOrTied],
    ['unsupported claims', String(p.unsupported), String(targets.unsupported), p.unsupported <= targets.unsupported],
  ];
  out.push('', `target (built-in writer, ${p.pieces} pieces on ${scores.length} site(s)): ${checks.map(([label, value, target, ok]) => `${label} ${value} (${target}) ${ok ? 'met' : 'NOT met'}`).join('; ')}`);
  if (scores.length < 10) out.push(`(the issue's targets are for >= 10 judged sites; ${scores.length} judged here)`);

  const work = scores.flatMap((s) => s.work);
  out.push('', `work list: what the judges said against the built-in writer's pieces (${work.filter((w) => w.kind === 'unnatural').length} unnatural, ${work.filter((w) => w.kind === 'unsupported').length} unsupported${work.some((w) => w.kind === 'unattributed') ? `, ${work.filter((w) => w.kind === 'unattributed').length} naming no side` : ''})`);
  if (!work.length) out.push('  (nothing)');
  for (const kind of ['unsupported', 'unnatural', 'unattributed'] as const) {
    const items = work.filter((w) => w.kind === kind);
    if (!items.length) continue;
    out.push('', kind === 'unattributed' ? '  naming no side (check by hand against keys/):' : `  ${kind}:`);
    for (const w of items) out.push(`    [${w.site} · ${w.slot} · rated ${w.rating}] ${w.text.replace(/\s+/g, ' ')}`);
  }
  return out.join('\n');
}
