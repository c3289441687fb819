// Legend: a dot per kind, the obstruction ring, and the demo-data notice while demo data is
// served.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import type { WaterLevelEffect } from '../rocks.js';
import { rockColours } from './layers.js';
import { kindText, text } from './strings.js';
import { useLanguage } from './use-language.js';

const KINDS: readonly WaterLevelEffect[] = ['islet', 'rock', 'awash', 'underwater'];

const mark = {
  display: 'inline-block',
  width: '0.7em',
  height: '0.7em',
  borderRadius: '50%',
  marginInlineEnd: '0.4em',
};

export default function RockLegend({ demoData, context }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const colours = rockColours(context.theme);
  return (
    <div data-testid="rocks-legend">
      {demoData && <p>{text(language, 'demoData')}</p>}
      <ul>
        {KINDS.map((kind) => (
          <li key={kind}>
            <span aria-hidden="true" style={{ ...mark, background: colours.kinds[kind] }} />
            {kindText(language, kind)}
          </li>
        ))}
        <li>
          <span
            aria-hidden="true"
            style={{ ...mark, border: `2px solid ${colours.obstruction}` }}
          />
          {text(language, 'obstruction')}
        </li>
      </ul>
    </div>
  );
}
