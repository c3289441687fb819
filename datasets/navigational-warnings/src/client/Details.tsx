// Details view of `/coastalwarnings/{eventId}`: heading, text and the warning's facts.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { warningText, warningTime, warningTitle } from './describe.js';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

export default function WarningDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const p = feature.properties;
  const facts: [string, string][] = [
    [text(language, 'field.area'), typeof p['area'] === 'string' ? p['area'] : ''],
    [text(language, 'field.number'), typeof p['number'] === 'string' ? p['number'] : ''],
    [
      text(language, 'field.series'),
      text(language, p['series'] === 'navarea' ? 'series.navarea' : 'series.coastal'),
    ],
    [text(language, 'field.issued'), warningTime(language, p['issued'])],
    [text(language, 'field.updated'), warningTime(language, p['updated'])],
    [text(language, 'field.eventId'), String(p['eventId'] ?? feature.featureId)],
  ];
  return (
    <article data-testid="coastalwarnings-details" data-feature-id={feature.featureId}>
      <h2>{warningTitle(language, p)}</h2>
      <p>{warningText(language, p)}</p>
      <dl>
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </article>
  );
}
