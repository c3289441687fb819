// Popup on a click: the feature's title and first field.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { describeRegion } from './describe.js';
import { useLanguage } from './use-language.js';

export default function RegionPopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const { title, fields } = describeRegion(language, feature.datasetId, feature.properties);
  const first = fields[0];
  return (
    <div data-testid={`${feature.datasetId}-popup`}>
      <strong>{title}</strong>
      {first && (
        <div>
          {first[0]}: {first[1]}
        </div>
      )}
    </div>
  );
}
