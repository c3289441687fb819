// One line in a feature list: title, severity and validity.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useLanguage } from '../use-language.js';
import { useUtcTime } from '../clock.js';
import { describeWarning } from './describe.js';

export default function WeatherWarningListItem({
  feature,
  selected,
}: DatasetViewProps['listItem']) {
  const language = useLanguage();
  const w = describeWarning(feature.properties, language, { utc: useUtcTime() });
  return (
    <span data-selected={selected || undefined} data-testid="weatherwarnings-list-item">
      <strong>{w.title}</strong> · {w.severity}
      {w.valid && <> · {w.valid}</>}
    </span>
  );
}
