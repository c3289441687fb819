// Popup on a click: name, kind and whether it is an obstruction.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { kindText, rockName, text } from './strings.js';
import { useLanguage } from './use-language.js';

export default function RockPopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const p = feature.properties;
  return (
    <div data-testid="rocks-popup">
      <strong>{rockName(language, p)}</strong>
      <div>
        {kindText(language, p['kind'])}
        {p['obstruction'] === true ? ` · ${text(language, 'obstruction')}` : ''}
      </div>
    </div>
  );
}
