// One line in a feature list: name and kind.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { kindText, rockName } from './strings.js';
import { useLanguage } from './use-language.js';

export default function RockListItem({ feature, selected }: DatasetViewProps['listItem']) {
  const language = useLanguage();
  const p = feature.properties;
  return (
    <span data-selected={selected || undefined}>
      {rockName(language, p)} · {kindText(language, p['kind'])}
    </span>
  );
}
