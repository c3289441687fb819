// Popup on a click: the gear's facts as the caller's view has them.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { GearFacts } from './GearFacts.js';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

export default function GearPopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const lost = feature.datasetId === 'lostfishingfacility';
  return (
    <div data-testid="fishingfacility-popup">
      {lost && <strong>{text(language, 'lost')}</strong>}
      <GearFacts language={language} properties={feature.properties} />
    </div>
  );
}
