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

/** Levenshtein distance, or `limit + 1` as soon as it is certain to exceed `limit`. */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The best rank of a vessel for a query, or null for no match. MMSI and IMO match exactly
 * or by prefix (digits); name and call sign also fuzzily, within two edits, case-insensitive.
 */
export function matchRank(query: string, v: SearchableVessel): MatchRank | null {
  const q = normalise(query);
  if (!q) return null;
  const texts = [v.name, v.callSign].filter((t): t is string => !!t).map(normalise);
  const numbers = [String(v.mmsi), v.imoNumber ? String(v.imoNumber) : ''].filter(Boolean);
  if (texts.includes(q) || numbers.includes(q)) return EXACT;
  if (texts.some((t) => t.startsWith(q)) || numbers.some((n) => n.startsWith(q))) return PREFIX;
  if (q.length > VESSEL_SEARCH_MAX_EDITS) {
    for (const t of texts) {
      if (boundedEditDistance(q, t, VESSEL_SEARCH_MAX_EDITS) <= VESSEL_SEARCH_MAX_EDITS)
        return FUZZY;
    }
  }
  return null;
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
  const hits: { v: T; rank: MatchRank }[] = [];
  for (const v of vessels) {
    const rank = matchRank(query, v);
    if (rank !== null) hits.push({ v, rank });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank || (a.v.name ?? '').localeCompare(b.v.name ?? '') || a.v.mmsi - b.v.mmsi,
  );
  return hits.slice(0, limit).map((h) => h.v);
}
