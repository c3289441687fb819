import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import {
  createExpression,
  validateStyleMin,
  type LayerSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { atonFilters, atonMatches, atonTypeIdsOf, withAtonTypeIds } from './aton-filter.js';
import { ATON_ICON_KINDS, atonIconId, atonIconImages, atonIconSvg } from './aton-icons.js';
import {
  ATON_ICON_ZOOM,
  ATON_LABEL_ZOOM,
  atonIconExpression,
  atonSymbolLayers,
} from './aton-layers.js';
import { ATON_TYPES, atonTypeCategory, atonTypeName, isFloatingAtonType } from './aton-types.js';

describe('aid type table (spec 02 §3, checklist A31)', () => {
  it('every code 0–31 has names in both languages and a category', () => {
    expect(ATON_TYPES).toHaveLength(32);
    ATON_TYPES.forEach((type, code) => {
      expect(type.code).toBe(code);
      expect(type.name['nb-NO']).not.toBe('');
      expect(type.name['en-US']).not.toBe('');
      expect(['fixed', 'floating', 'cardinal', 'lateral', 'special', 'other']).toContain(
        type.category,
      );
    });
  });

  it.each([
    [0, 'other', 'Type not specified'],
    [3, 'fixed', 'Fixed structure off shore'],
    [6, 'fixed', 'Light, with sectors'],
    [9, 'cardinal', 'Beacon, cardinal N'],
    [13, 'lateral', 'Beacon, port hand'],
    [18, 'special', 'Beacon, safe water'],
    [20, 'cardinal', 'Cardinal mark N'],
    [25, 'lateral', 'Starboard hand mark'],
    [30, 'special', 'Special mark'],
    [31, 'floating', 'Light vessel / LANBY / rigs'],
  ] as const)('code %i is %s: %s', (code, category, name) => {
    expect(atonTypeCategory(code)).toBe(category);
    expect(atonTypeName(code, 'en-US')).toBe(name);
  });

  it('Norwegian names, floating from 20, unknown codes are other', () => {
    expect(atonTypeName(23, 'nb-NO')).toBe('Kardinalmerke vest');
    expect(isFloatingAtonType(19)).toBe(false);
    expect(isFloatingAtonType(20)).toBe(true);
    expect(atonTypeCategory(32)).toBe('other');
    expect(atonTypeCategory(null)).toBe('other');
    expect(atonTypeName(40, 'en-US')).toBeNull();
  });
});

describe('aid type filter (atonTypeIds)', () => {
  it('is one multiple filter, sent in the body so a change restarts the aid stream', () => {
    expect(atonFilters).toHaveLength(1);
    expect(atonFilters[0]).toMatchObject({
      id: 'atonTypeIds',
      queryKey: 'atonTypeIds',
      multiple: true,
    });
    expect(atonFilters[0]?.excludeFromQuery).toBeUndefined();
  });

  it('keeps the chosen types; no choice keeps every aid', () => {
    const chosen = withAtonTypeIds([], [20, 21]);
    const ids = atonTypeIdsOf(chosen);
    expect(ids).toEqual([20, 21]);
    expect(atonMatches({ typeOfAidsToNavigation: 21 }, ids)).toBe(true);
    expect(atonMatches({ typeOfAidsToNavigation: 24 }, ids)).toBe(false);
    expect(atonMatches({ typeOfAidsToNavigation: 24 }, [])).toBe(true);
    const cleared = withAtonTypeIds(chosen, []);
    expect(atonTypeIdsOf(cleared)).toEqual([]);
    expect(cleared[0]).toMatchObject({ active: false });
  });
});

describe('aid icons and layers', () => {
  const context: DatasetLayerContext = {
    theme: themes.day,
    language: 'nb-NO',
    depthUnit: 'meters',
    options: {},
    dataUrl: '/live/v1/latest/ais',
    origin: 'http://localhost',
  };

  it('every type has an icon image; unknown codes get the unspecified one', () => {
    for (const type of ATON_TYPES) {
      expect(ATON_ICON_KINDS).toContain(type.icon);
      expect(atonIconId({ typeOfAidsToNavigation: type.code })).toBe(`ais-aton-${type.icon}`);
    }
    expect(atonIconId({ typeOfAidsToNavigation: 99 })).toBe('ais-aton-unspecified');
    expect(atonIconImages('night', 2).every((image) => image.pixels === 42)).toBe(true);
    expect(atonIconSvg('cardinal_n', 'day')).not.toBe(atonIconSvg('cardinal_n', 'night'));
  });

  it('the map picks the same icon as atonIconId for every code', () => {
    const expression = createExpression(atonIconExpression(), 'layers[0].layout.icon-image');
    expect(expression.result).toBe('success');
    if (expression.result !== 'success') return;
    for (const code of [0, 3, 9, 13, 20, 24, 28, 31, 77]) {
      const value = expression.value.evaluate({ zoom: 10 }, {
        type: 'Point',
        properties: { typeOfAidsToNavigation: code },
      } as never);
      expect(value).toBe(atonIconId({ typeOfAidsToNavigation: code }));
    }
  });

  it('icons from zoom 5 and labels from zoom 15, as a valid style', () => {
    const layers = atonSymbolLayers(context, 'aids');
    expect(layers.map((l) => l.layer.minzoom)).toEqual([ATON_ICON_ZOOM, ATON_LABEL_ZOOM]);
    expect([ATON_ICON_ZOOM, ATON_LABEL_ZOOM]).toEqual([5, 15]);
    const style = {
      version: 8 as const,
      glyphs: 'http://localhost/fonts/{fontstack}/{range}.pbf',
      sources: {
        aids: { type: 'geojson' as const, data: { type: 'FeatureCollection', features: [] } },
      },
      layers: layers.map(
        ({ role, sourceKey, layer }) =>
          ({ ...layer, id: role, source: sourceKey }) as LayerSpecification,
      ),
    };
    expect(validateStyleMin(style as never)).toEqual([]);
  });
});
