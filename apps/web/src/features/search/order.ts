// How results of several sources are listed (spec 01 §3, R18.16): by source priority, then
// each source's own ranking (places: spelling containing the query first; vessels: exact,
// prefix, fuzzy), then the source's sortProp; one row per uniqueId.
import type { DatasetSearchResult, DatasetSearchSource } from '@havkart/datasets-core/client';

export interface SourceAnswer {
  readonly source: Pick<DatasetSearchSource, 'id' | 'category' | 'priority'>;
  readonly results: readonly DatasetSearchResult[];
}

/** One headed section of the list: a source and its results in order. */
export interface SearchSection {
  readonly sourceId: string;
  readonly category: string;
  readonly results: readonly DatasetSearchResult[];
}

const collator = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });

export function compareResults(a: DatasetSearchResult, b: DatasetSearchResult): number {
  return a.rank - b.rank || collator.compare(a.sortValue, b.sortValue);
}

/** Sections by priority (ties by source id, so the order never depends on who answered first). */
export function orderResults(answers: readonly SourceAnswer[]): SearchSection[] {
  const seen = new Set<string>();
  return [...answers]
    .sort((a, b) => a.source.priority - b.source.priority || a.source.id.localeCompare(b.source.id))
    .map(({ source, results }) => ({
      sourceId: source.id,
      category: source.category,
      results: [...results].sort(compareResults).filter((result) => {
        if (seen.has(result.uniqueId)) return false;
        seen.add(result.uniqueId);
        return true;
      }),
    }))
    .filter((section) => section.results.length > 0);
}
