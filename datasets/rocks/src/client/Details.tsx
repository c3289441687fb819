// Details view of `/rocks/{id}`: the spec's fields of a rock (spec 02 §3).
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { kindText, rockName, text, type StringKey } from './strings.js';
import { useLanguage } from './use-language.js';

const value = (v: unknown): string => (v === null || v === undefined ? '–' : String(v));

export default function RockDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const p = feature.properties;
  const rows: [StringKey, string][] = [
    ['field.kind', kindText(language, p['kind'])],
    ['field.acronym', value(p['acronym'])],
    ['field.sounding', value(p['sounding'])],
    ['field.elevation', value(p['elevation'])],
    ['field.obstruction', text(language, p['obstruction'] === true ? 'yes' : 'no')],
    ['field.id', value(p['id'])],
  ];
  return (
    <article data-testid="rocks-details" data-feature-id={feature.featureId}>
      <h2>{rockName(language, p)}</h2>
      <dl>
        {rows.map(([key, v]) => (
          <div key={key}>
            <dt>{text(language, key)}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
