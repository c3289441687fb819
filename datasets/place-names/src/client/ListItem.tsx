// One line in a feature list: name and type.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { describeName } from './describe.js';
import { useLanguage } from './use-language.js';

export default function NameListItem({ feature, selected }: DatasetViewProps['listItem']) {
  const described = describeName(feature.properties, useLanguage());
  return (
    <span data-selected={selected || undefined}>
      {described.title} · {described.kind}
    </span>
  );
}
