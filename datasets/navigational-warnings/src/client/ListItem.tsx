// One line in a feature list: heading, area and issue time.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { warningTime, warningTitle } from './describe.js';
import { useLanguage } from './use-language.js';

export default function WarningListItem({ feature, selected }: DatasetViewProps['listItem']) {
  const language = useLanguage();
  const p = feature.properties;
  const issued = warningTime(language, p['issued']);
  return (
    <span data-selected={selected || undefined} data-testid="coastalwarnings-list-item">
      <strong>{warningTitle(language, p)}</strong>
      {typeof p['area'] === 'string' && <> · {p['area']}</>}
      {issued && <> · {issued}</>}
    </span>
  );
}
