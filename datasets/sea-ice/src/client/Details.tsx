// Details view of `/seaice/{class}` (spec 02 §2–§3, R15.27): titled with the class, then its
// concentration, what it means, the chart's own name for it and the chart's date.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { SEA_ICE_CLASSES, type SeaIceClass } from '../manifest.js';
import { seaIceClassName, seaIceDate } from './describe.js';
import { SEA_ICE_COLOURS } from './layers.js';
import { CONCENTRATION, text, type StringKey } from './strings.js';
import { useLanguage } from './use-language.js';

const swatch = {
  display: 'inline-block',
  width: '1em',
  height: '1em',
  marginInlineEnd: '0.4em',
  verticalAlign: 'middle',
} as const;

export default function SeaIceDetails({ feature }: DatasetViewProps['details']) {
  const language = useLanguage();
  const p = feature.properties;
  // The route's id is the class: a feature the data lacks still names its class.
  const named = p['class'] ?? feature.featureId;
  const cls: SeaIceClass = SEA_ICE_CLASSES.find((c) => c === named) ?? 'other';
  const nisClass = typeof p['nisClass'] === 'string' && p['nisClass'] !== '' ? p['nisClass'] : '';
  const rows: [StringKey, string][] = [
    ['field.concentration', CONCENTRATION[cls] ?? '–'],
    ['field.meaning', text(language, `meaning.${cls}`)],
    ['field.nisClass', nisClass || '–'],
    ['field.date', seaIceDate(language, p['date']) || '–'],
  ];
  return (
    <article data-testid="seaice-details" data-feature-id={feature.featureId}>
      <h2>
        <span aria-hidden="true" style={{ ...swatch, background: SEA_ICE_COLOURS[cls] }} />
        {seaIceClassName(language, { ...p, class: cls })}
      </h2>
      <dl>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{text(language, key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small">{text(language, 'legend.source')}</p>
    </article>
  );
}
