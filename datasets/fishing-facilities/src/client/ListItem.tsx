// One line in a feature list: type, and net length where known.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { gearTitle, netLengthText } from './describe.js';
import { useLanguage } from './use-language.js';

export default function GearListItem({ feature, selected }: DatasetViewProps['listItem']) {
  const language = useLanguage();
  const length = netLengthText(language, feature.properties);
  return (
    <span data-selected={selected || undefined} data-testid="fishingfacility-list-item">
      <strong>{gearTitle(language, feature.properties)}</strong>
      {length && <> · {length}</>}
    </span>
  );
}
