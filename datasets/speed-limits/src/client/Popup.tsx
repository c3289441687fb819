// Popup on a click: the area, its limit and when it applies.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { areaName, periodText, speedText } from './strings.js';
import { useLanguage } from './use-language.js';

export default function SpeedLimitPopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const p = feature.properties;
  return (
    <div data-testid="speedlimit-popup">
      <strong>{areaName(language, p)}</strong>
      <div>
        {speedText(language, p)} · {periodText(language, p)}
      </div>
    </div>
  );
}
