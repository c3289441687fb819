// Details view of `/seanames/{id}` and `/svalbardnames/{id}`.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { describeName } from './describe.js';
import { useLanguage } from './use-language.js';

export default function NameDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const described = describeName(feature.properties, language);
  return (
    <article data-testid="placenames-details" data-feature-id={feature.featureId}>
      <h2>{described.title}</h2>
      <p>{described.kind}</p>
      <dl>
        {described.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
