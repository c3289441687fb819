// Details view of `/weatherwarnings/{id}`: title, the facts, then MET's texts.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { useLanguage } from '../use-language.js';
import { useUtcTime } from '../clock.js';
import { describeWarning } from './describe.js';
import { warningString } from './strings.js';

export default function WeatherWarningDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const w = describeWarning(feature.properties, language, { utc: useUtcTime() });
  const facts: [string, string | null][] = [
    [warningString(language, 'field.area'), w.area],
    [warningString(language, 'field.severity'), w.severity],
    [warningString(language, 'field.domain'), w.domain],
    [warningString(language, 'field.valid'), w.valid],
    [warningString(language, 'field.certainty'), w.certainty],
  ];
  const texts: [string, string | null][] = [
    [warningString(language, 'field.description'), w.description],
    [warningString(language, 'field.consequences'), w.consequences],
    [warningString(language, 'field.instruction'), w.instruction],
  ];
  return (
    <article data-testid="weatherwarnings-details" data-feature-id={feature.featureId}>
      <h2>{w.title}</h2>
      <dl>
        {facts.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {texts.map(([label, value]) =>
        value ? (
          <section key={label}>
            <h3>{label}</h3>
            <p>{value}</p>
          </section>
        ) : null,
      )}
      {w.web && (
        <p>
          <a href={w.web} target="_blank" rel="noreferrer">
            {warningString(language, 'field.more')}
          </a>
        </p>
      )}
    </article>
  );
}
