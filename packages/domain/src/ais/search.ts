/** Most results a vessel search returns. */
export const VESSEL_SEARCH_LIMIT = 20;
/** Largest edit distance a fuzzy name or call-sign match may have. */
export const VESSEL_SEARCH_MAX_EDITS = 2;

export interface SearchableVessel {
  mmsi: number;
  name: string | null;
  callSign: string | null;
  imoNumber: number | null;
}

/** How well a vessel matches: lower is better. */
export type MatchRank = 0 | 1 | 2;
const EXACT: MatchRank = 0;
const PREFIX: MatchRank = 1;
const FUZZY: MatchRank = 2;

function normalise(text: string): string {
  return text.trim().toUpperCase().replace(/\s+/g, ' ');
}

/** A text as searches compare it: normalised, with a mask of the letters it holds. */
interface Prepared {
  readonly text: string;
  /** One bit per character code modulo 32: a lower bound on the edits two texts need. */
  readonly mask: number;
}

function prepare(raw: string): Prepared {
  const text = normalise(raw);
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= 1 << (text.charCodeAt(i) & 31);
  return { text, mask };
}

/**
 * Each vessel's name and call sign as prepared for the raw texts it had then, so a search over
 * a whole fleet normalises a text once rather than once per query; a changed text is
 * prepared again. Keyed by the record, so it goes when the record goes.
 */
interface PreparedVessel {
  rawName: string | null;
  name: Prepared | null;
  rawCallSign: string | null;
  callSign: Prepared | null;
}
const preparedVessels = new WeakMap<SearchableVessel, PreparedVessel>();

function preparedTexts(v: SearchableVessel): PreparedVessel {
  let entry = preparedVessels.get(v);
  if (entry === undefined) {
    entry = { rawName: null, name: null, rawCallSign: null, callSign: null };
    preparedVessels.set(v, entry);
  }
  if (entry.rawName !== v.name) {
    entry.rawName = v.name;
    entry.name = v.name ? prepare(v.name) : null;
  }
  if (entry.rawCallSign !== v.callSign) {
    entry.rawCallSign = v.callSign;
    entry.callSign = v.callSign ? prepare(v.callSign) : null;
  }
  return entry;
}

function popcount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Rows of the edit-distance table, reused: a search runs it for many names in turn. */
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** Levenshtein distance, or `limit + 1` as soon as it is certain to exceed `limit`. */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length * 2 + 1);
    rowB = new Int32Array(b.length * 2 + 1);
  }
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** A query as every vessel is compared with it. */
interface PreparedQuery extends Prepared {
  /**
   * The query as a number when it can match an MMSI or IMO number: digits only, no leading
   * zero, at most ten of them; else null.
   */
  readonly number: number | null;
}

function prepareQuery(query: string): PreparedQuery | null {
  const q = prepare(query);
  if (!q.text) return null;
  const numeric = /^[1-9]\d{0,9}$/.test(q.text);
  return { ...q, number: numeric ? Number(q.text) : null };
}

/**
 * Whether a whole number's decimal digits equal or start with the query's `length` digits,
 * by arithmetic: a search compares every vessel's MMSI, and a string for each is garbage.
 */
function numberMatch(value: number, query: number, length: number): MatchRank | null {
  let digits = 1;
  for (let power = 10; value >= power; power *= 10) digits++;
  if (length > digits) return null;
  if (Math.floor(value / 10 ** (digits - length)) !== query) return null;
  return length === digits ? EXACT : PREFIX;
}

/** Whether a text is within the fuzzy limit of the query; cheap bounds before the table. */
function fuzzyMatch(q: Prepared, t: Prepared): boolean {
  if (Math.abs(q.text.length - t.text.length) > VESSEL_SEARCH_MAX_EDITS) return false;
  // Each letter one text holds and the other lacks costs at least one edit.
  if (popcount(q.mask & ~t.mask) > VESSEL_SEARCH_MAX_EDITS) return false;
  if (popcount(t.mask & ~q.mask) > VESSEL_SEARCH_MAX_EDITS) return false;
  return boundedEditDistance(q.text, t.text, VESSEL_SEARCH_MAX_EDITS) <= VESSEL_SEARCH_MAX_EDITS;
}

function rankPrepared(q: PreparedQuery, v: SearchableVessel): MatchRank | null {
  const { name, callSign } = preparedTexts(v);
  if (name?.text === q.text || callSign?.text === q.text) return EXACT;
  let prefix = !!name?.text.startsWith(q.text) || !!callSign?.text.startsWith(q.text);
  if (q.number !== null) {
    const mmsi = numberMatch(v.mmsi, q.number, q.text.length);
    const imo = v.imoNumber ? numberMatch(v.imoNumber, q.number, q.text.length) : null;
    if (mmsi === EXACT || imo === EXACT) return EXACT;
    prefix ||= mmsi === PREFIX || imo === PREFIX;
  }
  if (prefix) return PREFIX;
  if (q.text.length > VESSEL_SEARCH_MAX_EDITS) {
    if ((name && fuzzyMatch(q, name)) || (callSign && fuzzyMatch(q, callSign))) return FUZZY;
  }
  return null;
}

/**
 * The best rank of a vessel for a query, or null for no match. MMSI and IMO match exactly
 * or by prefix (digits); name and call sign also fuzzily, within two edits, case-insensitive.
 */
export function matchRank(query: string, v: SearchableVessel): MatchRank | null {
  const q = prepareQuery(query);
  return q ? rankPrepared(q, v) : null;
}

/**
 * Vessels matching a query: exact matches before prefix matches before fuzzy ones, by name
 * then MMSI within a rank, at most {@link VESSEL_SEARCH_LIMIT}.
 */
export function searchVessels<T extends SearchableVessel>(
  query: string,
  vessels: Iterable<T>,
  limit = VESSEL_SEARCH_LIMIT,
): T[] {
  const q = prepareQuery(query);
  if (!q || limit <= 0) return [];
  // The best `limit` so far, in order: a fleet-wide prefix query matches thousands, and
  // sorting them all to keep twenty is most of the work.
  const best: { v: T; rank: MatchRank }[] = [];
  const compare = (a: { v: T; rank: MatchRank }, b: { v: T; rank: MatchRank }) =>
    a.rank - b.rank || (a.v.name ?? '').localeCompare(b.v.name ?? '') || a.v.mmsi - b.v.mmsi;
  for (const v of vessels) {
    const rank = rankPrepared(q, v);
    if (rank === null) continue;
    const hit = { v, rank };
    if (best.length === limit) {
      const last = best[limit - 1]!;
      if (rank > last.rank || compare(hit, last) >= 0) continue;
      best.pop();
    }
    let at = best.length;
    while (at > 0 && compare(hit, best[at - 1]!) < 0) at--;
    best.splice(at, 0, hit);
  }
  return best.map((h) => h.v);
}
