// One line in a feature list: the area and its limit.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { areaName, speedText } from './strings.js';
import { useLanguage } from './use-language.js';

export default function SpeedLimitListItem({ feature, selected }: DatasetViewProps['listItem']) {
  const language = useLanguage();
  const p = feature.properties;
  return (
    <span data-selected={selected || undefined}>
      {areaName(language, p)} · {speedText(language, p)}
    </span>
  );
}
