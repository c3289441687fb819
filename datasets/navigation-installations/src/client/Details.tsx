// Details view of `/navigationinstallations/{featureId}`: every row the tiles carry.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { describeInstallation } from './describe.js';
import { useLanguage } from './use-language.js';

export default function InstallationDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const described = describeInstallation(feature.properties, language);
  return (
    <article data-testid="navigationinstallations-details" data-feature-id={feature.featureId}>
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
