// Popup on a click: name and kind.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { facilityName } from './strings.js';
import { useLanguage } from './use-language.js';

export default function FacilityPopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const p = feature.properties;
  return (
    <div data-testid="surfacefacilities-popup">
      <strong>{facilityName(language, p)}</strong>
      <div>{String(p['facilitykind'] ?? '–')}</div>
    </div>
  );
}
