// Popup on a click: the site's name and number and its fish health in the selected week.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { SiteWeekFacts } from './SiteWeekFacts.js';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

export default function AquaculturePopup({ feature }: DatasetViewProps['popup']) {
  const language = useLanguage();
  const p = feature.properties;
  const loknr = Number(p['loknr']);
  return (
    <div data-testid="aquaculture-popup">
      <strong>{String(p['name'] ?? loknr)}</strong>
      <div>
        {text(language, 'field.loknr')}: {loknr}
      </div>
      <SiteWeekFacts loknr={loknr} language={language} />
    </div>
  );
}
