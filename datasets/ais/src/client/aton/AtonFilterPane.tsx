// The aid filter pane: the 32 types grouped by category, each with the number of aids loaded.
import { useSyncExternalStore } from 'react';
import { Button, Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { useLanguage } from '../filters/use-language.js';
import { atonTypeIdsOf, withAtonTypeIds } from './aton-filter.js';
import { getAtonFilterInputs, subscribeAtonFilterInputs } from './inputs.js';
import { ATON_TYPE_CATEGORIES, ATON_TYPES } from './aton-types.js';
import { atonText } from './strings.js';

interface FilterState {
  readonly id: string;
  readonly active: boolean;
  readonly value: unknown;
  readonly [field: string]: unknown;
}

export interface AtonFilterPaneProps {
  readonly filters: readonly FilterState[];
  readonly onChange?: (filters: FilterState[]) => void;
}

export default function AtonFilterPane({ filters, onChange }: AtonFilterPaneProps) {
  const language = useLanguage();
  const { aids } = useSyncExternalStore(subscribeAtonFilterInputs, getAtonFilterInputs);
  const counts = new Map<number, number>();
  for (const aid of aids) {
    const code = aid.typeOfAidsToNavigation ?? 0;
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const selected = atonTypeIdsOf(filters);
  const set = (ids: number[]) => onChange?.(withAtonTypeIds(filters, ids));
  return (
    <CheckboxGroup
      data-testid="aton-filter-pane"
      value={selected.map(String)}
      onChange={(keys) => set(keys.map(Number))}
    >
      <Label style={{ fontWeight: 600 }}>{atonText(language, 'filter.atonTypeIds')}</Label>
      {ATON_TYPE_CATEGORIES.map((category) => (
        <div key={category} role="group" aria-label={atonText(language, `category.${category}`)}>
          <p className="muted">{atonText(language, `category.${category}`)}</p>
          {ATON_TYPES.filter((type) => type.category === category).map((type) => (
            <Checkbox
              key={type.code}
              value={String(type.code)}
              data-testid={`aton-filter-${type.code}`}
              style={{ display: 'flex', gap: 6, padding: '2px 0' }}
            >
              {({ isSelected }) => (
                <>
                  <span aria-hidden>{isSelected ? '☑' : '☐'}</span>
                  <span style={{ flex: 1 }}>{type.name[language]}</span>
                  <span className="muted">{counts.get(type.code) ?? 0}</span>
                </>
              )}
            </Checkbox>
          ))}
        </div>
      ))}
      {selected.length > 0 && (
        <Button className="button-link" onPress={() => set([])}>
          {atonText(language, 'filter.clear')}
        </Button>
      )}
    </CheckboxGroup>
  );
}
