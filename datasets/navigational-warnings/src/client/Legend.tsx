// Legend: area, line and point warnings, and the demo-data notice while demo data is served.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { WARNING_FILL_OPACITY, warningColour } from './layers.js';
import { text } from './strings.js';
import { useLanguage } from './use-language.js';

const swatch = { display: 'inline-block', width: '1.2em', marginInlineEnd: '0.4em' } as const;

export default function WarningLegend({ demoData, context }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const colour = warningColour(context.theme);
  const alpha = Math.round(WARNING_FILL_OPACITY * 255)
    .toString(16)
    .padStart(2, '0');
  return (
    <div data-testid="coastalwarnings-legend">
      {demoData && <p>{text(language, 'demoData')}</p>}
      <ul>
        <li>
          <span
            aria-hidden="true"
            style={{
              ...swatch,
              height: '0.8em',
              background: `${colour}${alpha}`,
              border: `2px dashed ${colour}`,
            }}
          />
          {text(language, 'legend.area')}
        </li>
        <li>
          <span aria-hidden="true" style={{ ...swatch, borderTop: `3px dashed ${colour}` }} />
          {text(language, 'legend.line')}
        </li>
        <li>
          <span
            aria-hidden="true"
            style={{
              ...swatch,
              width: '0.8em',
              height: '0.8em',
              borderRadius: '50%',
              border: `2px solid ${colour}`,
            }}
          />
          {text(language, 'legend.point')}
        </li>
      </ul>
    </div>
  );
}
