// The spawning-area pane by species (R13.26): a check box per species in its map colour and
// one for the others; unchecking hides those areas on the map.
import { OTHER_SPECIES_COLOUR, SPECIES_COLOURS } from './species-colours.js';
import { shownSpecies, SPECIES_CHOICES, toggleSpecies, type PaneFilter } from './species-filter.js';
import { speciesName, text } from './strings.js';
import { useLanguage } from './use-language.js';

const swatch = {
  display: 'inline-block',
  width: '1.2em',
  height: '0.8em',
  verticalAlign: 'middle',
} as const;

export default function SpawningAreaSpeciesPane(props: {
  filters: readonly PaneFilter[];
  onChange: (filters: PaneFilter[]) => void;
}) {
  const language = useLanguage();
  const shown = new Set(shownSpecies(props.filters));
  return (
    <fieldset data-testid="spawningareas-species-pane">
      <legend>{text(language, 'filter.species')}</legend>
      {SPECIES_CHOICES.map((species) => (
        <label key={species} style={{ display: 'block' }}>
          <input
            type="checkbox"
            checked={shown.has(species)}
            data-testid={`spawning-species-${species}`}
            onChange={() => props.onChange(toggleSpecies(props.filters, species))}
          />{' '}
          <span
            aria-hidden="true"
            style={{
              ...swatch,
              border: `2px solid ${SPECIES_COLOURS[species] ?? OTHER_SPECIES_COLOUR}`,
            }}
          />{' '}
          {speciesName(language, species)}
        </label>
      ))}
    </fieldset>
  );
}
