// Details view of `/fairways/{id}`: place name, type and id.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { fairwayTypeText, text } from './strings.js';
import { useLanguage } from './use-language.js';

export default function FairwayDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const p = feature.properties;
  return (
    <article data-testid="fairways-details" data-feature-id={feature.featureId}>
      <h2>{typeof p['placename'] === 'string' ? p['placename'] : text(language, 'unnamed')}</h2>
      <dl>
        <div>
          <dt>{text(language, 'field.type')}</dt>
          <dd>{fairwayTypeText(language, p['fairwaytype'])}</dd>
        </div>
        <div>
          <dt>{text(language, 'field.id')}</dt>
          <dd>{String(p['id'])}</dd>
        </div>
      </dl>
    </article>
  );
}
