// One line in a feature list: the feature's title.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { describeRegion } from './describe.js';
import { useLanguage } from './use-language.js';

export default function RegionListItem({ feature, selected }: DatasetViewProps['listItem']) {
  const language = useLanguage();
  const { title } = describeRegion(language, feature.datasetId, feature.properties);
  return <span data-selected={selected || undefined}>{title}</span>;
}
