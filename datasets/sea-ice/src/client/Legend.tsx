// Legend: each class in its colour (Annet as an outline), the source, and the demo notice
// while the demo chart is served.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { SEA_ICE_CLASSES } from '../manifest.js';
import { SEA_ICE_COLOURS, SEA_ICE_FILL_OPACITY } from './layers.js';
import { CONCENTRATION, text } from './strings.js';
import { useLanguage } from './use-language.js';

const swatch = {
  display: 'inline-block',
  width: '1.2em',
  height: '0.8em',
  marginInlineEnd: '0.4em',
} as const;
const alpha = Math.round(SEA_ICE_FILL_OPACITY * 255)
  .toString(16)
  .padStart(2, '0');

export default function SeaIceLegend({ demoData }: DatasetViewProps['legend']) {
  const language = useLanguage();
  return (
    <div data-testid="seaice-legend">
      {demoData && <p>{text(language, 'demoData')}</p>}
      <ul>
        {SEA_ICE_CLASSES.map((c) => (
          <li key={c}>
            <span
              aria-hidden="true"
              style={{
                ...swatch,
                background: c === 'other' ? 'transparent' : `${SEA_ICE_COLOURS[c]}${alpha}`,
                border: `2px solid ${SEA_ICE_COLOURS[c]}`,
              }}
            />
            {text(language, `class.${c}`)}
            {CONCENTRATION[c] && <> ({CONCENTRATION[c]})</>}
          </li>
        ))}
      </ul>
      <p>{text(language, 'legend.source')}</p>
    </div>
  );
}
