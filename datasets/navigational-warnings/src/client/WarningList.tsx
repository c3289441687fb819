// The warnings in force, newest first (the `/navigationalwarnings` view): each a link to its
// details route `/coastalwarnings/{eventId}`. The web app hands in the data and the
// navigation, so this stays free of the app's router and API client.
import type { DatasetFeatureView } from '@havkart/datasets-core/client';
import type { MouseEvent } from 'react';
import { byIssuedDescending, warningTime, warningTitle } from './describe.js';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

export interface WarningListProps {
  /** null while loading. */
  readonly features: readonly DatasetFeatureView[] | null;
  readonly failed: boolean;
  readonly demoData: boolean;
  /** The address of a warning's details. */
  hrefOf(featureId: string): string;
  /** Opens a warning in the app (no page load). */
  onOpen(featureId: string): void;
}

export default function WarningList(props: WarningListProps) {
  const language = useLanguage();
  if (props.failed) return <p role="alert">{text(language, 'list.error')}</p>;
  if (!props.features) return <p aria-busy="true">{text(language, 'list.loading')}</p>;
  const sorted = [...props.features].sort((a, b) => byIssuedDescending(a.properties, b.properties));
  const open = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    props.onOpen(id);
  };
  return (
    <section data-testid="coastalwarnings-list">
      {props.demoData && <p>{text(language, 'demoData')}</p>}
      <p>
        {sorted.length === 0
          ? text(language, 'list.empty')
          : text(language, 'list.count', { count: String(sorted.length) })}
      </p>
      <ul>
        {sorted.map((feature) => {
          const p = feature.properties;
          const issued = warningTime(language, p['issued']);
          return (
            <li key={feature.featureId} data-feature-id={feature.featureId}>
              <a
                href={props.hrefOf(feature.featureId)}
                onClick={(event) => open(event, feature.featureId)}
                title={text(language, 'list.open')}
              >
                <strong>{warningTitle(language, p)}</strong>
              </a>
              {typeof p['area'] === 'string' && <div>{p['area']}</div>}
              {issued && <div className="muted">{issued}</div>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
