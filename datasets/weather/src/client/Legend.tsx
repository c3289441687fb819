// Legend: the buoy, plain wind and each wind class in its colour, what the arrow means, and
// "Demodata"/"Demo data" while the stations come from the built-in simulator.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { WIND_CLASSES, type StationSymbol } from '@havkart/domain';
import { SYMBOL_COLOURS } from './layers.js';
import { symbolName, text } from './strings.js';
import { useLanguage } from './use-language.js';

const ROWS: readonly StationSymbol[] = ['buoy', 'wind', ...WIND_CLASSES];

function Swatch({ colour, ring }: { colour: string; ring: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: '0.8em',
        height: '0.8em',
        borderRadius: '50%',
        marginInlineEnd: '0.4em',
        background: colour,
        border: `2px solid ${ring}`,
      }}
    />
  );
}

export default function WeatherStationLegend({ demoData, context }: DatasetViewProps['legend']) {
  const language = useLanguage();
  return (
    <div data-testid="weatherstations-legend">
      {demoData && <p>{text(language, 'demoData')}</p>}
      <ul>
        {ROWS.map((symbol) => (
          <li key={symbol}>
            <Swatch colour={SYMBOL_COLOURS[symbol]} ring={context.theme.label} />
            {symbolName(language, symbol)}
          </li>
        ))}
        <li>
          <span aria-hidden="true">↑ </span>
          {text(language, 'arrow')}
        </li>
      </ul>
    </div>
  );
}
