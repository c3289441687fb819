// One line in a feature list: name and kind.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { facilityName } from './strings.js';
import { useLanguage } from './use-language.js';

export default function FacilityListItem({ feature, selected }: DatasetViewProps['listItem']) {
  const language = useLanguage();
  const p = feature.properties;
  return (
    <span data-selected={selected || undefined}>
      {facilityName(language, p)} · {String(p['facilitykind'] ?? '–')}
    </span>
  );
}
