// Details view of `/{datasetId}/{key}`: the feature's title and every field.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { describeRegion } from './describe.js';
import { useLanguage } from './use-language.js';

export default function RegionDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const { title, fields } = describeRegion(language, feature.datasetId, feature.properties);
  return (
    <article data-testid={`${feature.datasetId}-details`} data-feature-id={feature.featureId}>
      <h2>{title}</h2>
      <dl>
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
