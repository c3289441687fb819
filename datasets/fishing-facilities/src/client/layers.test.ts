import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import {
  featureFilter,
  validateStyleMin,
  type FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { TOOL_TYPES } from '@havkart/domain';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { lostManifest, manifest } from '../manifest.js';
import { clientPart, lostClientPart } from './index.js';
import { TOOL_COLOURS } from './layers.js';
import { STRINGS } from './strings.js';

const context = (overrides: Partial<DatasetLayerContext> = {}) =>
  layerContext(manifest.sources[0]!.dataUrl, overrides);

/** Whether a layer's filter keeps a line of the given tool type. */
function keeps(filters: Record<string, unknown> | undefined, toolType: string): boolean {
  const line = clientPart.layers(context(filters ? { filters } : {})).layers[0]!;
  const filter = (line.layer as { filter: FilterSpecification }).filter;
  return featureFilter(filter, 'filter').filter({ zoom: 8 }, {
    type: 2,
    properties: { toolType },
    geometry: [],
  } as never);
}

describe('gear layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    expect(
      validateStyleMin(clientPartStyle(clientPart, context({ theme: themes[theme] }))),
    ).toEqual([]);
    expect(
      validateStyleMin(
        clientPartStyle(
          lostClientPart,
          layerContext(lostManifest.sources[0]!.dataUrl, { theme: themes[theme] }),
        ),
      ),
    ).toEqual([]);
  });

  it('read the tiles of their own layer', () => {
    const layers = clientPart.layers(context());
    expect(layers.sources['gear']).toMatchObject({ type: 'vector' });
    expect(layers.layers.every((l) => 'source-layer' in l.layer)).toBe(true);
    const lost = lostClientPart.layers(layerContext(lostManifest.sources[0]!.dataUrl));
    expect(lost.sources['gear']).toMatchObject({ type: 'geojson' });
  });

  it('show every type without a filter, and only the chosen types with one (R24.25)', () => {
    expect(TOOL_TYPES.every((t) => keeps(undefined, t))).toBe(true);
    const filters = { toolTypes: ['nets', 'unknown'] };
    expect(keeps(filters, 'nets')).toBe(true);
    expect(keeps(filters, 'unknown')).toBe(true);
    expect(keeps(filters, 'longline')).toBe(false);
  });

  it('give each tool type its own colour and name in both languages', () => {
    expect(new Set(Object.values(TOOL_COLOURS)).size).toBe(TOOL_TYPES.length);
    for (const type of TOOL_TYPES) {
      expect(STRINGS['nb-NO']).toHaveProperty(`tool.${type}`);
      expect(STRINGS['en-US']).toHaveProperty(`tool.${type}`);
    }
  });

  it('has the R02.16 message in both languages', () => {
    expect(STRINGS['en-US'].notInMap).toBe('The fishing facility is not in the map');
    expect(STRINGS['nb-NO'].notInMap).toBe('Redskapet er ikke i kartet');
  });
});
