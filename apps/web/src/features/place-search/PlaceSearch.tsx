import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.js';
import { useNavigateWithView } from '../../map/position/index.js';
import {
  placeSearchPath,
  placeTarget,
  SEARCH_DEBOUNCE_MS,
  type PlaceSearchAnswer,
} from './place-search.js';
import { text, typeText } from './strings.js';
import './place-search.css';

type State =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'failed' }
  | { kind: 'done'; answer: PlaceSearchAnswer };

/**
 * Place search at the map's top left (spec 01 §2): places of the GeoNames index, ranked by
 * the server (spellings containing the query first). Choosing one opens its point details
 * with the map centred on it, through the map's position module.
 */
export default function PlaceSearch() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en-US' ? 'en-US' : 'nb-NO';
  const openWithView = useNavigateWithView();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const listId = useId();

  const path = placeSearchPath(query);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ kind: 'searching' });
      apiClient
        .get<PlaceSearchAnswer>(path, { signal: controller.signal })
        .then((answer) => setState({ kind: 'done', answer }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ kind: 'failed' });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [path]);

  // A query too short to send shows nothing, whatever an earlier search answered.
  const shown: State = path ? state : { kind: 'idle' };
  const results = shown.kind === 'done' ? shown.answer.results : [];
  return (
    <div className="place-search" role="search" data-testid="place-search">
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setQuery('');
        }}
        aria-label={text(language, 'label')}
        aria-controls={shown.kind === 'idle' ? undefined : listId}
        placeholder={text(language, 'placeholder')}
        autoComplete="off"
      />
      {shown.kind !== 'idle' && (
        <div className="place-search-results" id={listId} aria-live="polite">
          {shown.kind === 'searching' && <p className="muted">{text(language, 'searching')}</p>}
          {shown.kind === 'failed' && <p role="alert">{text(language, 'failed')}</p>}
          {shown.kind === 'done' && results.length === 0 && (
            <p className="muted">{text(language, 'none')}</p>
          )}
          {results.length > 0 && (
            <ul>
              {results.map((place) => (
                <li key={place.uniqueId}>
                  <button
                    type="button"
                    data-testid="place-search-result"
                    onClick={() => {
                      // The map moves to the place as the address names it.
                      const target = placeTarget(place);
                      openWithView(target.pathname, target.view);
                      setQuery('');
                    }}
                  >
                    <strong>{place.name}</strong>
                    <span className="muted">
                      {' '}
                      {typeText(language, place.type)} · {place.country}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {shown.kind === 'done' && shown.answer.demoData && (
            <p className="muted small">{text(language, 'demoData')}</p>
          )}
        </div>
      )}
    </div>
  );
}
