// One line in a feature list: name and kind.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { describeInstallation } from './describe.js';
import { useLanguage } from './use-language.js';

export default function InstallationListItem({ feature, selected }: DatasetViewProps['listItem']) {
  const language = useLanguage();
  const described = describeInstallation(feature.properties, language);
  return (
    <span data-selected={selected || undefined}>
      {described.title} · {described.kind}
    </span>
  );
}
