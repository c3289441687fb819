import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import {
  featureFilter,
  validateStyleMin,
  type FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { manifest, SEA_ICE_CLASSES } from '../manifest.js';
import { seaIceClassName, seaIceDate } from './describe.js';
import { clientPart } from './index.js';
import { FILLED_FILTER, SEA_ICE_COLOURS, SEA_ICE_FILL_OPACITY } from './layers.js';
import { STRINGS } from './strings.js';

const context = (overrides: Partial<DatasetLayerContext> = {}) =>
  layerContext(manifest.sources[0]!.dataUrl, overrides);

const filled = (cls: string) =>
  featureFilter(FILLED_FILTER as FilterSpecification, 'layers[0].filter').filter({ zoom: 4 }, {
    type: 3,
    properties: { class: cls },
    geometry: [],
  } as never);

describe('sea ice layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    expect(
      validateStyleMin(clientPartStyle(clientPart, context({ theme: themes[theme] }))),
    ).toEqual([]);
  });

  it('fill every class but other at opacity 0.7 in its colour', () => {
    const fill = clientPart.layers(context()).layers.find((l) => l.layer.type === 'fill')!;
    const paint = fill.layer.paint as Record<string, unknown>;
    expect(paint['fill-opacity']).toBe(SEA_ICE_FILL_OPACITY);
    expect(SEA_ICE_FILL_OPACITY).toBe(0.7);
    expect(SEA_ICE_CLASSES.filter(filled)).toEqual(SEA_ICE_CLASSES.filter((c) => c !== 'other'));
    expect(filled('anything else')).toBe(false);
  });

  it('colour each class apart', () => {
    expect(new Set(Object.values(SEA_ICE_COLOURS)).size).toBe(SEA_ICE_CLASSES.length);
  });

  it('read the dataset from the URL the composer resolved', () => {
    const { sources } = clientPart.layers(context({ dataUrl: '/x/ice.json' }));
    expect(sources['ice']).toEqual({ type: 'geojson', data: '/x/ice.json' });
  });

  it('has every text in both languages', () => {
    expect(Object.keys(STRINGS['en-US']).sort()).toEqual(Object.keys(STRINGS['nb-NO']).sort());
  });
});

describe('how an ice area reads', () => {
  it('names the seven classes in Norwegian', () => {
    expect(SEA_ICE_CLASSES.map((c) => seaIceClassName('nb-NO', { class: c }))).toEqual([
      'Fastis',
      'Svært tett drivis',
      'Tett drivis',
      'Åpen drivis',
      'Svært åpen drivis',
      'Åpent vann',
      'Annet',
    ]);
  });

  it("gives other the chart's own name, and an unknown class counts as other", () => {
    expect(seaIceClassName('en-US', { class: 'other', nisClass: 'Ice Free' })).toBe(
      'Other (Ice Free)',
    );
    expect(seaIceClassName('en-US', { class: 'nonsense' })).toBe('Other');
  });

  it('writes the date or nothing', () => {
    expect(seaIceDate('en-US', '2026-01-15')).toContain('2026');
    expect(seaIceDate('en-US', null)).toBe('');
    expect(seaIceDate('en-US', 'yesterday')).toBe('');
  });
});
