// Popup on a click: title, area, severity and validity.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useLanguage } from '../use-language.js';
import { useUtcTime } from '../clock.js';
import { describeWarning } from './describe.js';

export default function WeatherWarningPopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const w = describeWarning(feature.properties, language, { utc: useUtcTime() });
  return (
    <div data-testid="weatherwarnings-popup">
      <strong>{w.title}</strong>
      {w.area && <div>{w.area}</div>}
      <div>{w.severity}</div>
      {w.valid && <div>{w.valid}</div>}
    </div>
  );
}
