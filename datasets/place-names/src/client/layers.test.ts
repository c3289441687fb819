import { datasetLayerId } from '@havkart/datasets-core';
import type { DatasetClientPart, DatasetLayerContext } from '@havkart/datasets-core/client';
import {
  validateStyleMin,
  type LayerSpecification,
  type StyleSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { SVALBARD_TERRAIN_FORMS } from '../manifest.js';
import { describeName } from './describe.js';
import { clientParts } from './index.js';
import { STRINGS, text } from './strings.js';

const origin = 'http://localhost:8080';

function context(theme: 'day' | 'night', datasetId: string): DatasetLayerContext {
  return {
    theme: themes[theme],
    language: 'nb-NO',
    depthUnit: 'meters',
    options: {},
    dataUrl: `/api/v1/datasets/${datasetId}/geojson`,
    origin,
  };
}

/** The style the map composer builds from one client part: ids derived from roles. */
function styleOf(part: DatasetClientPart<unknown>, ctx: DatasetLayerContext): StyleSpecification {
  const { sources, layers } = part.layers(ctx);
  return {
    version: 8,
    glyphs: `${origin}/fonts/{fontstack}/{range}.pbf`,
    sources: Object.fromEntries(
      Object.entries(sources).map(([key, source]) => [datasetLayerId(part.datasetId, key), source]),
    ),
    layers: layers.map(
      ({ role, sourceKey, layer }) =>
        ({
          ...layer,
          id: datasetLayerId(part.datasetId, role),
          source: datasetLayerId(part.datasetId, sourceKey),
        }) as LayerSpecification,
    ),
  };
}

describe('place-name layers', () => {
  for (const part of clientParts) {
    it.each(['day', 'night'] as const)(`${part.datasetId}: valid style, %s label colours`, (t) => {
      const style = styleOf(part, context(t, part.datasetId));
      expect(validateStyleMin(style)).toEqual([]);
      const [layer] = style.layers;
      // Towns ashore in the place-label colour, names at sea in the label colour.
      const colour = part.datasetId === 'placelabels' ? themes[t].placeLabel : themes[t].label;
      expect(layer).toMatchObject({ paint: { 'text-color': colour } });
    });
  }

  it.each([
    ['seanames', 7, 14, 15],
    ['svalbardnames', 2.2, 10, 10],
  ])('%s drawn from zoom %d to %d, tiles requested up to %d', (id, min, max, sourceMax) => {
    const part = clientParts.find((p) => p.datasetId === id);
    const style = styleOf(part as DatasetClientPart<unknown>, context('day', id));
    expect(style.layers[0]).toMatchObject({ minzoom: min, maxzoom: max });
    expect(Object.values(style.sources)[0]).toMatchObject({
      type: 'geojson',
      data: `/api/v1/datasets/${id}/geojson`,
      maxzoom: sourceMax,
    });
  });
});

describe('what the views show', () => {
  it.each([
    ['nb-NO', 'Grunne i sjø'],
    ['en-US', 'Shoal at sea'],
  ] as const)('a sea name in %s: type %s and the place number', (language, kind) => {
    const described = describeName({ id: '7', name: 'Jærens rev', type: 'grunneISjø' }, language);
    expect(described.title).toBe('Jærens rev');
    expect(described.kind).toBe(kind);
    expect(described.rows.map((r) => r.value)).toEqual([kind, '7']);
  });

  it.each([
    ['nb-NO', 'Fjord', 'Bre'],
    ['en-US', 'Fjord', 'Glacier'],
  ] as const)(
    'a Svalbard name in %s shows its terrain form in words',
    (language, fiord, glacier) => {
      expect(describeName({ name: 'Isfjorden', terrengform: 'fiord' }, language).kind).toBe(fiord);
      expect(
        describeName({ name: 'Nordenskiöldbreen', terrengform: 'glacier' }, language).rows,
      ).toEqual([{ label: text(language, 'terrengform'), value: glacier }]);
    },
  );

  it.each(['nb-NO', 'en-US'] as const)(
    'every terrain form of spec 02 §3 has words in %s',
    (language) => {
      for (const form of SVALBARD_TERRAIN_FORMS) {
        expect(STRINGS[language][`terrain.${form}`], form).toMatch(/^\p{Lu}/u);
      }
    },
  );
});
