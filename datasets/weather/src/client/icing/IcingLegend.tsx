// Legend: the icing bands in their colours with their limits in cm/h, the method, and the
// demo-data notice while the demo model computes the rate.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { ICING_LIGHT_FROM, ICING_LIGHT_TO, ICING_MODERATE_TO } from '@havkart/domain';
import { useLanguage } from '../use-language.js';
import { ICING_BAND_COLOURS, ICING_BANDS, ICING_FILL_OPACITY } from './icing-layers.js';
import { icingText } from './strings.js';

const LIMITS = {
  light: [ICING_LIGHT_FROM, ICING_LIGHT_TO],
  moderate: [ICING_LIGHT_TO, ICING_MODERATE_TO],
  heavy: [ICING_MODERATE_TO, null],
} as const;

export default function IcingLegend({ demoData }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const number = (n: number) => n.toLocaleString(language, { maximumFractionDigits: 2 });
  return (
    <div data-testid="icing-legend">
      {demoData && <p>{icingText(language, 'demoData')}</p>}
      <p>{icingText(language, 'heading')}</p>
      <ul>
        {ICING_BANDS.map((band) => {
          const [from, to] = LIMITS[band];
          return (
            <li key={band}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: '1.2em',
                  height: '0.8em',
                  marginInlineEnd: '0.4em',
                  background: ICING_BAND_COLOURS[band],
                  opacity: ICING_FILL_OPACITY,
                }}
              />
              {icingText(language, `band.${band}`)}:{' '}
              {to === null ? `> ${number(from)}` : `${number(from)} – ${number(to)}`}
            </li>
          );
        })}
      </ul>
      <p>{icingText(language, 'none')}</p>
      <p>{icingText(language, 'method')}</p>
    </div>
  );
}
