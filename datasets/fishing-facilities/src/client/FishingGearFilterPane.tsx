// The fishing-gear filter pane (R13.26, R24.25): a check box per tool type, in the type's
// map colour; unchecking hides that type on the map.
import { TOOL_TYPES } from '@havkart/domain';
import { TOOL_COLOURS } from './layers.js';
import { text, toolTypeName } from './strings.js';
import { shownToolTypes, toggleToolType, type PaneFilter } from './tool-type-filter.js';
import { useLanguage } from './use-language.js';

export default function FishingGearFilterPane(props: {
  filters: readonly PaneFilter[];
  onChange: (filters: PaneFilter[]) => void;
}) {
  const language = useLanguage();
  const shown = new Set(shownToolTypes(props.filters));
  return (
    <fieldset data-testid="fishingfacility-filter-pane">
      <legend>{text(language, 'filter.toolTypes')}</legend>
      {TOOL_TYPES.map((type) => (
        <label key={type} style={{ display: 'block' }}>
          <input
            type="checkbox"
            checked={shown.has(type)}
            data-testid={`tooltype-${type}`}
            onChange={() => props.onChange(toggleToolType(props.filters, type))}
          />{' '}
          <span
            aria-hidden="true"
            style={{
              display: 'inline-block',
              width: '1.2em',
              height: '0.3em',
              verticalAlign: 'middle',
              background: TOOL_COLOURS[type],
            }}
          />{' '}
          {toolTypeName(language, type)}
        </label>
      ))}
    </fieldset>
  );
}
