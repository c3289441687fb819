// Popup on a click: place name and type.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { fairwayTypeText, text } from './strings.js';
import { useLanguage } from './use-language.js';

export default function FairwayPopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const p = feature.properties;
  return (
    <div data-testid="fairways-popup">
      <strong>
        {typeof p['placename'] === 'string' ? p['placename'] : text(language, 'unnamed')}
      </strong>
      <div>{fairwayTypeText(language, p['fairwaytype'])}</div>
    </div>
  );
}
