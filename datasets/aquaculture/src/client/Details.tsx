// Site details: name, number, status, capacity, municipality, the selected week's fish
// health, and links to the PD and ISA control areas (R25.07). Opened by its address, a site
// is found in the loaded sites once they arrive.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import type { Point } from 'geojson';
import { SiteWeekFacts } from './SiteWeekFacts.js';
import { text } from './strings.js';
import { useFishHealth } from './use-fish-health.js';
import { useLanguage } from './use-language.js';
import { ZoneLink } from './ZoneLink.js';

export default function AquacultureDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const state = useFishHealth();
  const loknr = Number(feature.featureId);
  const found = state.sites?.features.find((site) => site.properties?.['loknr'] === loknr);
  const p = Object.keys(feature.properties).length > 0 ? feature.properties : found?.properties;
  const geometry = (feature.geometry ?? found?.geometry) as Point | undefined;
  if (!p) return <p>{text(language, 'loading')}</p>;
  const capacity =
    typeof p['capacity'] === 'number'
      ? `${p['capacity'].toLocaleString(language)} ${String(p['capacityUnit'] ?? '')}`.trim()
      : null;
  const point = geometry?.type === 'Point' ? geometry.coordinates : null;
  return (
    <article data-testid="aquaculture-details">
      <h2>{String(p['name'] ?? loknr)}</h2>
      <dl>
        <dt>{text(language, 'field.loknr')}</dt>
        <dd>{loknr}</dd>
        {typeof p['status'] === 'string' && (
          <>
            <dt>{text(language, 'field.status')}</dt>
            <dd>{p['status']}</dd>
          </>
        )}
        {capacity && (
          <>
            <dt>{text(language, 'field.capacity')}</dt>
            <dd>{capacity}</dd>
          </>
        )}
        {typeof p['municipality'] === 'string' && (
          <>
            <dt>{text(language, 'field.municipality')}</dt>
            <dd>{p['municipality']}</dd>
          </>
        )}
      </dl>
      <SiteWeekFacts loknr={loknr} language={language} />
      {point && (
        <>
          <ZoneLink kind="pd" point={[point[0]!, point[1]!]} {...state.week} language={language} />
          <ZoneLink kind="isa" point={[point[0]!, point[1]!]} {...state.week} language={language} />
        </>
      )}
    </article>
  );
}
