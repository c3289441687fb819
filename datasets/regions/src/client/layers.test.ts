import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { regionManifests } from '../manifest.js';
import { describeRegion } from './describe.js';
import { clientParts } from './index.js';
import { STRINGS } from './strings.js';

const partOf = (id: string) => clientParts.find((p) => p.datasetId === id)!;
const layersOf = (id: string, theme: 'day' | 'night' = 'day') =>
  partOf(id).layers(layerContext(`/api/v1/datasets/${id}/geojson`, { theme: themes[theme] }))
    .layers;

describe('region layers', () => {
  it.each(regionManifests.flatMap((m) => [[m.id, 'day'] as const, [m.id, 'night'] as const]))(
    '%s is a valid MapLibre style in the %s theme',
    (id, theme) => {
      const context = layerContext(`/api/v1/datasets/${id}/geojson`, { theme: themes[theme] });
      expect(validateStyleMin(clientPartStyle(partOf(id), context))).toEqual([]);
    },
  );

  it('fill the firing-range danger zone at 0.2 in its farge colour (R14.29, R14.30)', () => {
    const fill = layersOf('firingrange').find((l) => l.role === 'danger-zone-fill')!;
    const paint = (fill.layer as { paint: Record<string, unknown> }).paint;
    expect(paint['fill-opacity']).toBe(0.2);
    expect(paint['fill-color']).toEqual([
      'match',
      ['get', 'colour'],
      'green',
      '#2f9e44',
      'yellow',
      '#f2c200',
      '#e03131',
    ]);
  });

  it('draw maritime boundaries as dashed lines', () => {
    const line = layersOf('maritimeboundaries')[0]!;
    expect(line.layer.type).toBe('line');
    expect((line.layer as { paint: Record<string, unknown> }).paint['line-dasharray']).toEqual([
      4, 2,
    ]);
  });

  it('differ by day and night', () => {
    for (const m of regionManifests) {
      expect(JSON.stringify(layersOf(m.id, 'day'))).not.toBe(
        JSON.stringify(layersOf(m.id, 'night')),
      );
    }
  });

  it('offer popup, list item and details for every keyed dataset, a legend for all', () => {
    for (const part of clientParts) {
      const keyed = part.datasetId !== 'firingrange';
      expect(Boolean(part.popup && part.listItem && part.details), part.datasetId).toBe(keyed);
      expect(part.legend, part.datasetId).toBeDefined();
    }
  });
});

describe('region views', () => {
  it('describe a protected area in both languages', () => {
    const p = { id: 'VV1', name: 'Fedjeosen', protection: 'Naturreservat' };
    expect(describeRegion('en-US', 'protectedareas', p)).toEqual({
      title: 'Fedjeosen',
      fields: [
        ['Form of protection', 'Naturreservat'],
        ['Id', 'VV1'],
      ],
    });
    expect(describeRegion('nb-NO', 'protectedareas', p).fields[0]).toEqual([
      'Verneform',
      'Naturreservat',
    ]);
  });

  it('name an unnamed feature by its dataset and show VHF coverage’s own properties', () => {
    expect(describeRegion('en-US', 'policedistricts', { number: '7' })).toEqual({
      title: 'Police district',
      fields: [['Number', '7']],
    });
    expect(
      describeRegion('en-US', 'vhfcoverage', { id: '1', station: 'Bergen', channel: 16 }),
    ).toEqual({
      title: 'Bergen',
      fields: [
        ['Id', '1'],
        ['station', 'Bergen'],
        ['channel', '16'],
      ],
    });
  });

  it('has every text in both languages', () => {
    expect(Object.keys(STRINGS['en-US']).sort()).toEqual(Object.keys(STRINGS['nb-NO']).sort());
  });
});
