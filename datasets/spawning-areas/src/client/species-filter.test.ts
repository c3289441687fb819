import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import {
  featureFilter,
  validateStyleMin,
  type FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { clientPart } from './index.js';
import { SPECIES_CHOICES, shownSpecies, toggleSpecies, type PaneFilter } from './species-filter.js';

const off: PaneFilter[] = [{ id: 'species', active: false, value: [], defaultValue: [] }];

const context = (filters?: Record<string, unknown>) =>
  layerContext(manifest.sources[0]!.dataUrl, filters ? { filters } : {});

/** Whether both layers keep an area of the species under the active-filter body. */
function drawn(filters: Record<string, unknown> | undefined, species: string): boolean[] {
  return clientPart.layers(context(filters)).layers.map(({ layer }) => {
    const filter = (layer as { filter?: FilterSpecification }).filter;
    if (!filter) return true;
    return featureFilter(filter, 'filter').filter({ zoom: 8 }, {
      type: 3,
      properties: { species },
      geometry: [],
    } as never);
  });
}

describe('the spawning-area pane by species (R13.26)', () => {
  it('shows every species, the others included, while off', () => {
    expect(shownSpecies(off)).toEqual(['Torsk', 'Sild', 'Lodde', 'Hyse', 'Sei', 'other']);
    expect(drawn(undefined, 'Torsk')).toEqual([true, true]);
  });

  it('hides a species’ areas when it is unchecked, and turns itself off when all are back', () => {
    const withoutCod = toggleSpecies(off, 'Torsk');
    expect(withoutCod[0]!.active).toBe(true);
    expect(shownSpecies(withoutCod)).not.toContain('Torsk');
    const body = { species: withoutCod[0]!.value };
    expect(drawn(body, 'Torsk')).toEqual([false, false]);
    expect(drawn(body, 'Sild')).toEqual([true, true]);
    expect(drawn(body, 'Blåkveite')).toEqual([true, true]);
    expect(toggleSpecies(withoutCod, 'Torsk')[0]).toMatchObject({ active: false, value: [] });
  });

  it('“other species” toggles every species without a colour of its own', () => {
    const onlyOthers = SPECIES_CHOICES.filter((s) => s !== 'other').reduce(
      (filters, species) => toggleSpecies(filters, species),
      off,
    );
    const body = { species: onlyOthers[0]!.value };
    expect(drawn(body, 'Ukjent')).toEqual([true, true]);
    expect(drawn(body, 'Sei')).toEqual([false, false]);
    const none = toggleSpecies(onlyOthers, 'other');
    expect(drawn({ species: none[0]!.value }, 'Ukjent')).toEqual([false, false]);
  });

  it('keeps the layers a valid MapLibre style with the filter on', () => {
    const style = clientPartStyle(clientPart, context({ species: ['Sild', 'other'] }));
    expect(validateStyleMin(style)).toEqual([]);
  });
});
