// Details view of `/surfacefacilities/{idfacility}`: name, kind and Sodir's id.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { facilityName, text } from './strings.js';
import { useLanguage } from './use-language.js';

export default function FacilityDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const p = feature.properties;
  return (
    <article data-testid="surfacefacilities-details" data-feature-id={feature.featureId}>
      <h2>{facilityName(language, p)}</h2>
      <dl>
        <div>
          <dt>{text(language, 'field.kind')}</dt>
          <dd>{String(p['facilitykind'] ?? '–')}</dd>
        </div>
        <div>
          <dt>{text(language, 'field.id')}</dt>
          <dd>{String(p['idfacility'])}</dd>
        </div>
      </dl>
    </article>
  );
}
