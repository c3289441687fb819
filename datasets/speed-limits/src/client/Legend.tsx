// Legend: the four colour classes, the hatching of temporary limits, and the demo-data
// notice while demo data is served.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { SPEED_CLASSES } from '../speed-limits.js';
import { speedClassColours } from './layers.js';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

const swatch = {
  display: 'inline-block',
  width: '1.2em',
  height: '0.8em',
  marginInlineEnd: '0.4em',
};

export default function SpeedLimitLegend({ demoData, context }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const colours = speedClassColours(context.theme);
  return (
    <div data-testid="speedlimit-legend">
      {demoData && <p>{text(language, 'demoData')}</p>}
      <ul>
        {SPEED_CLASSES.map((speedClass) => (
          <li key={speedClass}>
            <span
              aria-hidden="true"
              style={{
                ...swatch,
                background: `${colours[speedClass]}40`,
                border: `1px solid ${colours[speedClass]}`,
              }}
            />
            {text(language, `legend.${speedClass}`)}
          </li>
        ))}
        <li>
          <span
            aria-hidden="true"
            style={{
              ...swatch,
              background: `repeating-linear-gradient(45deg, ${colours.grey} 0 2px, transparent 2px 6px)`,
            }}
          />
          {text(language, 'legend.temporary')}
        </li>
      </ul>
    </div>
  );
}
