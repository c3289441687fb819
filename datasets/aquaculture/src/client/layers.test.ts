import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { clientPart } from './index.js';
import {
  aquacultureLayers,
  DISEASE_COLOURS,
  LICE_COLOURS,
  siteTheme,
  themeColour,
} from './layers.js';
import { changedStates, weekStates } from './live.js';
import { chooseTheme, chosenTheme } from './theme-filter.js';
import { zoneAt } from './zones.js';

const context = (options: Record<string, unknown>, theme: 'day' | 'night' = 'day') => ({
  ...layerContext(manifest.sources[0]!.dataUrl, { theme: themes[theme] }),
  options,
});

describe('aquaculture layers', () => {
  it.each([
    ['day', 'disease'],
    ['night', 'lice'],
  ] as const)('are a valid MapLibre style (%s, %s theme)', (theme, option) => {
    const style = clientPartStyle(
      { ...clientPart, layers: () => aquacultureLayers(context({ theme: option }, theme)) },
      context({ theme: option }, theme),
    );
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('colour PD yellow and ISA purple in the disease theme (R25.01, R25.02)', () => {
    expect(siteTheme({})).toBe('disease');
    expect(themeColour('disease')).toEqual([
      'match',
      ['coalesce', ['feature-state', 'disease'], ''],
      'pd',
      DISEASE_COLOURS.pd,
      'isa',
      DISEASE_COLOURS.isa,
      'none',
      DISEASE_COLOURS.none,
      DISEASE_COLOURS.none,
    ]);
    expect(DISEASE_COLOURS.pd).toBe('#f5c400');
    expect(DISEASE_COLOURS.isa).toBe('#7b2fa8');
  });

  it('colour lice above the limit red, below blue, unreported grey (R25.03, R25.04)', () => {
    expect(siteTheme({ theme: 'lice' })).toBe('lice');
    // The filter pane's choice wins over the saved option.
    expect(siteTheme({ theme: 'disease' }, { theme: 'lice' })).toBe('lice');
    const colour = themeColour('lice');
    expect(colour[1]).toEqual(['coalesce', ['feature-state', 'lice'], '']);
    expect(colour.slice(2)).toEqual([
      'aboveLimit',
      LICE_COLOURS.aboveLimit,
      'belowLimit',
      LICE_COLOURS.belowLimit,
      'unreported',
      LICE_COLOURS.unreported,
      LICE_COLOURS.unreported,
    ]);
    expect(LICE_COLOURS).toEqual({
      aboveLimit: '#d62728',
      belowLimit: '#1f6fd1',
      unreported: '#9a9a9a',
    });
  });

  it('key the sites by site number, so a week sets feature state rather than new data', () => {
    const built = aquacultureLayers(context({}));
    expect(built.sources['sites']).toMatchObject({ type: 'geojson', promoteId: 'loknr' });
  });
});

describe('theme pane', () => {
  const filters = [{ id: 'theme', active: false, value: 'disease', defaultValue: 'disease' }];

  it('turns the filter on for lice and off again for disease', () => {
    const lice = chooseTheme(filters, 'lice');
    expect(lice[0]).toMatchObject({ active: true, value: 'lice' });
    expect(chosenTheme(lice)).toBe('lice');
    const disease = chooseTheme(lice, 'disease');
    expect(disease[0]).toMatchObject({ active: false });
    expect(chosenTheme(disease)).toBe('disease');
  });
});

describe('week states', () => {
  const sites = {
    type: 'FeatureCollection' as const,
    features: [1, 2].map((loknr) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [5, 60] },
      properties: { loknr },
    })),
  };

  it('give a site the week leaves out no disease and unreported lice, so no colour lingers', () => {
    const states = weekStates(sites, {
      localities: [
        {
          localityNo: 1,
          hasPd: true,
          hasIla: false,
          avgAdultFemaleLice: 0.7,
          hasReportedLice: true,
          isFallow: false,
          liceLimit: 0.5,
          disease: 'pd',
          lice: 'aboveLimit',
        },
      ],
    });
    expect(states).toEqual([
      [1, { disease: 'pd', lice: 'aboveLimit' }],
      [2, { disease: 'none', lice: 'unreported' }],
    ]);
    // Only what differs from the map's states is set again.
    const onMap = new Map([[1, { disease: 'pd', lice: 'aboveLimit' }]]);
    expect(changedStates(states, onMap)).toEqual([[2, { disease: 'none', lice: 'unreported' }]]);
  });
});

describe('control area lookup', () => {
  const square = (id: string, west: number, south: number) => ({
    type: 'Feature' as const,
    id,
    properties: { name: id },
    geometry: {
      type: 'Polygon' as const,
      coordinates: [
        [
          [west, south],
          [west + 1, south],
          [west + 1, south + 1],
          [west, south + 1],
          [west, south],
        ],
      ],
    },
  });
  const zones = {
    type: 'FeatureCollection' as const,
    features: [square('a', 0, 0), square('b', 5, 5)],
  };

  it('finds the area holding a site, and none for a site outside every area (R25.07)', () => {
    expect(zoneAt(zones, [5.5, 5.5])?.id).toBe('b');
    expect(zoneAt(zones, [3, 3])).toBeNull();
  });
});
