// Legend: each tool type in its colour, lost gear dashed, the source, and the demo notice
// while the demo gear is served.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { TOOL_TYPES } from '@havkart/domain';
import { LOST_COLOUR, TOOL_COLOURS } from './layers.js';
import { text, toolTypeName } from './strings.js';
import { useLanguage } from './use-language.js';

const swatch = {
  display: 'inline-block',
  width: '1.4em',
  height: '0.3em',
  marginInlineEnd: '0.4em',
  verticalAlign: 'middle',
} as const;

export default function GearLegend({ demoData, context }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const lost = context.dataUrl.includes('lostfishingfacility');
  return (
    <div data-testid="fishingfacility-legend">
      {demoData && <p>{text(language, 'demoData')}</p>}
      {lost ? (
        <p>
          <span aria-hidden="true" style={{ ...swatch, borderTop: `3px dashed ${LOST_COLOUR}` }} />
          {text(language, 'lost')}
        </p>
      ) : (
        <ul>
          {TOOL_TYPES.map((type) => (
            <li key={type}>
              <span aria-hidden="true" style={{ ...swatch, background: TOOL_COLOURS[type] }} />
              {toolTypeName(language, type)}
            </li>
          ))}
        </ul>
      )}
      <p>{text(language, 'legend.source')}</p>
    </div>
  );
}
