// One line in a feature list: class and the chart's date.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { seaIceClassName, seaIceDate } from './describe.js';
import { useLanguage } from './use-language.js';

export default function SeaIceListItem({ feature, selected }: DatasetViewProps['listItem']) {
  const language = useLanguage();
  const p = feature.properties;
  const date = seaIceDate(language, p['date']);
  return (
    <span data-selected={selected || undefined} data-testid="seaice-list-item">
      <strong>{seaIceClassName(language, p)}</strong>
      {date && <> · {date}</>}
    </span>
  );
}
