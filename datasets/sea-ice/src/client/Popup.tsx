// Popup on a click: the class, its concentration and the chart's date.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { seaIceClassName, seaIceDate } from './describe.js';
import { CONCENTRATION, text } from './strings.js';
import { useLanguage } from './use-language.js';
import type { SeaIceClass } from '../manifest.js';

export default function SeaIcePopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const p = feature.properties;
  const concentration = CONCENTRATION[p['class'] as SeaIceClass];
  const date = seaIceDate(language, p['date']);
  return (
    <div data-testid="seaice-popup">
      <strong>{seaIceClassName(language, p)}</strong>
      {concentration && (
        <div>
          {text(language, 'field.concentration')}: {concentration}
        </div>
      )}
      {date && (
        <div>
          {text(language, 'field.date')} {date}
        </div>
      )}
    </div>
  );
}
