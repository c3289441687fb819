// Details view of `/aton/{mmsi}`: name, type in words, category, position and time. It
// finds the aid in the live records itself (`detailsFindFeature`): opened by its address,
// the aid arrives with the first load after the view shows.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { formatLatitude, formatLongitude } from '@havkart/domain';
import { useLanguage } from '../filters/use-language.js';
import { useLiveAid } from '../popup/hooks.js';
import { atonType } from './aton-types.js';
import { atonText } from './strings.js';

const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export default function AtonDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const record = useLiveAid(Number(feature.featureId));
  const p: Readonly<Record<string, unknown>> = record ?? feature.properties;
  if (!record && p['mmsi'] === undefined) {
    return (
      <p className="muted" role="status" data-testid="aton-not-loaded">
        {atonText(language, 'notLoaded')}
      </p>
    );
  }
  const type = atonType(asNumber(p['typeOfAidsToNavigation']));
  const latitude = asNumber(p['latitude']);
  const longitude = asNumber(p['longitude']);
  const name = typeof p['name'] === 'string' && p['name'].trim() !== '' ? p['name'].trim() : null;
  const msgtime = typeof p['msgtime'] === 'string' ? new Date(p['msgtime']) : null;
  const rows: [string, string][] = [
    [atonText(language, 'field.mmsi'), feature.featureId],
    [
      atonText(language, 'field.type'),
      type ? type.name[language] : atonText(language, 'unknownType'),
    ],
    [
      atonText(language, 'field.category'),
      atonText(language, `category.${type?.category ?? 'other'}`),
    ],
  ];
  if (latitude !== null && longitude !== null) {
    rows.push([
      atonText(language, 'field.position'),
      `${formatLatitude(latitude)} ${formatLongitude(longitude)}`,
    ]);
  }
  if (msgtime && !Number.isNaN(msgtime.getTime())) {
    rows.push([
      atonText(language, 'field.msgtime'),
      msgtime.toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' }),
    ]);
  }
  return (
    <article data-testid="aton-details" data-feature-id={feature.featureId}>
      <h2>{name ?? atonText(language, 'unnamed')}</h2>
      <p>{atonText(language, 'title')}</p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
