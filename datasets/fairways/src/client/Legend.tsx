// Legend: main and secondary fairways, and the demo-data notice while demo data is served.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { FAIRWAY_TYPES } from '../manifest.js';
import { fairwayColours } from './layers.js';
import { fairwayTypeText, text } from './strings.js';
import { useLanguage } from './use-language.js';

export default function FairwayLegend({ demoData, context }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const colours = fairwayColours(context.theme);
  return (
    <div data-testid="fairways-legend">
      {demoData && <p>{text(language, 'demoData')}</p>}
      <ul>
        {FAIRWAY_TYPES.map((type) => (
          <li key={type}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: '1.2em',
                height: '0.8em',
                marginInlineEnd: '0.4em',
                background: `${colours[type]}26`,
                border: `1px ${type === 'Biled' ? 'dashed' : 'solid'} ${colours[type]}`,
              }}
            />
            {fairwayTypeText(language, type)}
          </li>
        ))}
      </ul>
    </div>
  );
}
