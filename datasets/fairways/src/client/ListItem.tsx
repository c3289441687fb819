// One line in a feature list: place name and type.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { fairwayTypeText, text } from './strings.js';
import { useLanguage } from './use-language.js';

export default function FairwayListItem({ feature, selected }: DatasetViewProps['listItem']) {
  const language = useLanguage();
  const p = feature.properties;
  const name = typeof p['placename'] === 'string' ? p['placename'] : text(language, 'unnamed');
  return (
    <span data-selected={selected || undefined}>
      {name} · {fairwayTypeText(language, p['fairwaytype'])}
    </span>
  );
}
