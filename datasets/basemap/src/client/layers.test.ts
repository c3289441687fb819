import { datasetLayerId } from '@havkart/datasets-core';
import type { DatasetClientPart, DatasetLayerContext } from '@havkart/datasets-core/client';
import {
  validateStyleMin,
  type LayerSpecification,
  type StyleSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { clientParts, glyphsUrl } from './index.js';

const origin = 'http://localhost:8080';

function context(overrides: Partial<DatasetLayerContext> = {}): DatasetLayerContext {
  return {
    theme: themes.day,
    language: 'nb-NO',
    depthUnit: 'meters',
    options: {},
    dataUrl: '/tiles/basemap/{z}/{x}/{y}.pbf',
    origin,
    ...overrides,
  };
}

/** The style the map composer builds from one client part: ids derived from roles. */
function styleOf(part: DatasetClientPart<never>, ctx: DatasetLayerContext): StyleSpecification {
  const { sources, layers } = part.layers(ctx);
  return {
    version: 8,
    glyphs: glyphsUrl(origin),
    sources: Object.fromEntries(
      Object.entries(sources).map(([key, source]) => [datasetLayerId(part.datasetId, key), source]),
    ),
    layers: layers.map(
      ({ role, sourceKey, layer }) =>
        ({
          ...layer,
          id: datasetLayerId(part.datasetId, role),
          ...(layer.type === 'background'
            ? {}
            : { source: datasetLayerId(part.datasetId, sourceKey) }),
        }) as LayerSpecification,
    ),
  };
}

const schemas = ['havkart', 'openmaptiles', 'protomaps'] as const;

describe('base-map client part', () => {
  it('draws the two registered base maps', () => {
    expect(clientParts.map((part) => part.datasetId)).toEqual(['basemap', 'basemap-simple']);
  });

  for (const part of clientParts) {
    for (const tileSchema of schemas) {
      it.each(['day', 'night'] as const)(
        `${part.datasetId} on ${tileSchema} tiles is a valid MapLibre style in the %s theme`,
        (theme) => {
          const style = styleOf(part, context({ theme: themes[theme], tileSchema }));
          expect(validateStyleMin(style)).toEqual([]);
          const ids = style.layers.map((layer) => layer.id);
          expect(new Set(ids).size).toBe(ids.length);
        },
      );
    }
  }

  it('draws the shoreline in the standard base map only', () => {
    const [standard, simple] = clientParts;
    const roles = (part: DatasetClientPart<never> | undefined) =>
      part?.layers(context()).layers.map((layer) => layer.role);
    expect(roles(standard)).toEqual(['water', 'land', 'coastline', 'sea-names']);
    expect(roles(simple)).toEqual(['water', 'land', 'sea-names']);
  });

  it.each([
    ['havkart', 'land', 'land'],
    ['openmaptiles', 'sea', 'water'],
    ['protomaps', 'land', 'earth'],
  ] as const)('reads the %s schema: %s from source layer %s', (tileSchema, role, sourceLayer) => {
    const layer = clientParts[0]
      ?.layers(context({ tileSchema }))
      .layers.find((candidate) => candidate.role === role)?.layer;
    expect(layer && 'source-layer' in layer ? layer['source-layer'] : undefined).toBe(sourceLayer);
  });

  it('draws the simple base map in its own flat colours, naming only the open seas', () => {
    for (const theme of [themes.day, themes.night]) {
      const [standard, simple] = clientParts.map((part) =>
        JSON.stringify(part.layers(context({ theme })).layers),
      );
      expect(simple).toContain(theme.plainLand);
      expect(simple).toContain(theme.plainWater);
      expect(simple).not.toContain(theme.land);
      expect(standard).not.toContain(theme.plainLand);
    }
    const seaNameFilter = (part: DatasetClientPart<never> | undefined) =>
      part?.layers(context()).layers.find((l) => l.role === 'sea-names')?.layer;
    const simple = seaNameFilter(clientParts[1]);
    expect(simple && 'filter' in simple ? simple.filter : null).toEqual([
      '<=',
      ['get', 'rank'],
      ['step', ['zoom'], 1, 4, 2],
    ]);
  });

  it('colours land and water from the theme', () => {
    for (const theme of [themes.day, themes.night]) {
      const { layers } = clientParts[0]!.layers(context({ theme }));
      expect(JSON.stringify(layers)).toContain(theme.land);
      expect(JSON.stringify(layers)).toContain(theme.water);
    }
  });

  it('requests tiles only from our own origin, and keeps external tile URLs as given', () => {
    const own = clientParts[0]!.layers(context()).sources.tiles;
    expect(own).toMatchObject({ tiles: [`${origin}/tiles/basemap/{z}/{x}/{y}.pbf`] });
    const site = clientParts[0]!.layers(
      context({ dataUrl: 'https://tiles.example.no/{z}/{x}/{y}.pbf' }),
    ).sources.tiles;
    expect(site).toMatchObject({ tiles: ['https://tiles.example.no/{z}/{x}/{y}.pbf'] });
  });
});
