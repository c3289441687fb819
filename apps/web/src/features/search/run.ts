// One search across the sources the user has not excluded: all asked at once, a failed
// source left out while others answer.
import type { DatasetSearchHost, DatasetSearchSource } from '@havkart/datasets-core/client';
import { includedSources } from './categories.js';
import { orderResults, type SearchSection } from './order.js';

/** Queries shorter than this are not sent; longer than the maximum are cut (the API's 100). */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;
/** Milliseconds of typing pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The query as sent, or null when too short to send. */
export function searchQuery(input: string): string | null {
  const trimmed = input.trim().replace(/\s+/g, ' ');
  return trimmed.length < MIN_QUERY_LENGTH ? null : trimmed.slice(0, MAX_QUERY_LENGTH).trim();
}

export interface SearchOutcome {
  readonly sections: readonly SearchSection[];
  /** Ids of the sources that failed. */
  readonly failed: readonly string[];
  /** Ids of the sources asked. */
  readonly asked: readonly string[];
}

export async function runSearch(
  query: string,
  sources: readonly DatasetSearchSource[],
  excluded: unknown,
  host: DatasetSearchHost,
  signal: AbortSignal,
): Promise<SearchOutcome> {
  const asked = includedSources(sources, excluded);
  const settled = await Promise.allSettled(
    asked.map(async (source) => ({ source, results: await source.search(query, host, signal) })),
  );
  const answers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = asked.filter((_, i) => settled[i]!.status === 'rejected').map((s) => s.id);
  return { sections: orderResults(answers), failed, asked: asked.map((s) => s.id) };
}
