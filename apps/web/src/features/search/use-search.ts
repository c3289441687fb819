// The search box's state: the query sent after a typing pause to the sources the user has
// not excluded, the answer kept until the query changes.
import { useEffect, useState } from 'react';
import { apiClient } from '../../api/client.js';
import { useSettings } from '../../settings/settings.store.js';
import { runSearch, SEARCH_DEBOUNCE_MS, searchQuery, type SearchOutcome } from './run.js';
import { searchHost, searchSources } from './sources.js';

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'failed' }
  | { kind: 'done'; outcome: SearchOutcome };

const host = searchHost(apiClient);

export function useSearch(input: string): SearchState {
  const query = searchQuery(input);
  const excluded = useSettings((state) => state.values.excludedSearchCategories);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ kind: 'searching' });
      searchSources(host)
        .then((registry) => runSearch(query, registry.list(), excluded, host, controller.signal))
        .then((outcome) => {
          if (controller.signal.aborted) return;
          const allFailed =
            outcome.asked.length > 0 && outcome.failed.length === outcome.asked.length;
          setState(allFailed ? { kind: 'failed' } : { kind: 'done', outcome });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ kind: 'failed' });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, excluded]);
  // A query too short to send shows nothing, whatever an earlier search answered.
  return query ? state : { kind: 'idle' };
}
