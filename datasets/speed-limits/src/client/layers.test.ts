import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { commercialManifest } from '../manifest.js';
import { clientParts } from './index.js';
import { speedClassColours } from './layers.js';
import { STRINGS, periodText } from './strings.js';

const context = (overrides: Partial<DatasetLayerContext> = {}) =>
  layerContext(commercialManifest.sources[0]!.dataUrl, overrides);
const part = clientParts[0]!;
const layer = (role: string) =>
  part.layers(context()).layers.find((l) => l.role === role)?.layer as Record<string, unknown>;

describe('speed-limit layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    for (const p of clientParts) {
      expect(validateStyleMin(clientPartStyle(p, context({ theme: themes[theme] })))).toEqual([]);
    }
  });

  it('are two separate datasets (R14.27)', () => {
    expect(clientParts.map((p) => p.datasetId)).toEqual([
      'speedlimitcommercialvessels',
      'speedlimitrecreationalvessels',
    ]);
  });

  it('fill full-year areas in the class colour and hatch temporary ones in it (A57)', () => {
    const colours = speedClassColours(themes.day);
    expect(layer('area-fill')['filter']).toEqual(['==', ['get', 'fullyear'], true]);
    expect(layer('temporary-area-hatch')['filter']).toEqual(['==', ['get', 'fullyear'], false]);
    const pattern = (layer('temporary-area-hatch')['paint'] as Record<string, unknown>)[
      'fill-pattern'
    ];
    expect(pattern).toEqual([
      'match',
      ['get', 'speedclass'],
      'red',
      `havkart-hatch-${colours.red.slice(1)}`,
      'blue',
      `havkart-hatch-${colours.blue.slice(1)}`,
      'green',
      `havkart-hatch-${colours.green.slice(1)}`,
      `havkart-hatch-${colours.grey.slice(1)}`,
    ]);
  });

  it('write the limit from zoom 10 (R14.26)', () => {
    expect(layer('speed-symbol')['minzoom']).toBe(10);
  });

  it('say when a limit applies', () => {
    expect(periodText('en-US', { fullyear: true })).toBe('All year');
    expect(
      periodText('nb-NO', { fullyear: false, validperiodfrom: '1.5', validperiodto: '30.09' }),
    ).toBe('01.05–30.09');
  });

  it('has every text in both languages', () => {
    expect(Object.keys(STRINGS['en-US']).sort()).toEqual(Object.keys(STRINGS['nb-NO']).sort());
  });
});
