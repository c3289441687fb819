// Details view of `/speedlimit…vessels/{id}`: the limit, its period and the area's id.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { areaName, periodText, speedText, text } from './strings.js';
import { useLanguage } from './use-language.js';

export default function SpeedLimitDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const p = feature.properties;
  return (
    <article data-testid="speedlimit-details" data-feature-id={feature.featureId}>
      <h2>{areaName(language, p)}</h2>
      <dl>
        <div>
          <dt>{text(language, 'field.speed')}</dt>
          <dd>{speedText(language, p)}</dd>
        </div>
        <div>
          <dt>{text(language, 'field.period')}</dt>
          <dd>{periodText(language, p)}</dd>
        </div>
        <div>
          <dt>{text(language, 'field.id')}</dt>
          <dd>{String(p['id'])}</dd>
        </div>
      </dl>
    </article>
  );
}
