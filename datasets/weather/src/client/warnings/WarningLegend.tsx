// Legend: the three severity colours, the time window, the source or the demo-data notice.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { SEVERITY_COLOURS, type WarningSeverity } from '@havkart/domain';
import { useLanguage } from '../use-language.js';
import { warningString } from './strings.js';
import { WARNING_AREA_OPACITY } from './warning-layers.js';

const SEVERITIES: readonly WarningSeverity[] = ['Extreme', 'Severe', 'Moderate'];
const alpha = Math.round(WARNING_AREA_OPACITY * 255)
  .toString(16)
  .padStart(2, '0');

export default function WeatherWarningLegend({ demoData }: DatasetViewProps['legend']) {
  const language = useLanguage();
  return (
    <div data-testid="weatherwarnings-legend">
      {demoData && <p>{warningString(language, 'demoData')}</p>}
      <ul>
        {SEVERITIES.map((severity) => (
          <li key={severity}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: '1.2em',
                height: '0.8em',
                marginInlineEnd: '0.4em',
                background: `${SEVERITY_COLOURS[severity]}${alpha}`,
                border: `2px solid ${SEVERITY_COLOURS[severity]}`,
              }}
            />
            {warningString(language, `severity.${severity}`)}
          </li>
        ))}
      </ul>
      <p>{warningString(language, 'window')}</p>
      {!demoData && <p>{warningString(language, 'source')}</p>}
    </div>
  );
}
