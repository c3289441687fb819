// Legend: each species with a colour of its own, the others, the source and the demo notice.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { OTHER_SPECIES_COLOUR, SPECIES_COLOURS } from './layers.js';
import { OTHER_SPECIES } from './species-filter.js';
import { speciesName, text } from './strings.js';
import { useLanguage } from './use-language.js';

const swatch = {
  display: 'inline-block',
  width: '1.2em',
  height: '0.8em',
  marginInlineEnd: '0.4em',
} as const;

export default function SpawningAreaLegend({ demoData }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const rows: [string, string][] = [
    ...Object.entries(SPECIES_COLOURS).map(([s, c]): [string, string] => [
      speciesName(language, s),
      c,
    ]),
    [speciesName(language, OTHER_SPECIES), OTHER_SPECIES_COLOUR],
  ];
  return (
    <div data-testid="spawningareas-legend">
      {demoData && <p>{text(language, 'demoData')}</p>}
      <ul>
        {rows.map(([label, colour]) => (
          <li key={label}>
            <span aria-hidden="true" style={{ ...swatch, border: `2px solid ${colour}` }} />
            {label}
          </li>
        ))}
      </ul>
      <p>{text(language, 'legend.source')}</p>
    </div>
  );
}
