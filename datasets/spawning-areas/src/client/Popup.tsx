// Popup on a click: the species and the area's name.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

export default function SpawningAreaPopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const p = feature.properties;
  return (
    <div data-testid="spawningareas-popup">
      <strong>
        {text(language, 'field.species')}: {String(p['species'] ?? '')}
      </strong>
      {typeof p['name'] === 'string' && (
        <div>
          {text(language, 'field.name')}: {p['name']}
        </div>
      )}
    </div>
  );
}
