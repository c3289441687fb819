import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import {
  featureFilter,
  validateStyleMin,
  type FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { manifest } from '../manifest.js';
import { byIssuedDescending, warningText, warningTime, warningTitle } from './describe.js';
import { clientPart } from './index.js';
import { AREA_FILTER, LINE_FILTER, POINT_FILTER, warningColour } from './layers.js';
import { STRINGS } from './strings.js';

const context = (overrides: Partial<DatasetLayerContext> = {}) =>
  layerContext(manifest.sources[0]!.dataUrl, overrides);

const styleOf = (ctx: DatasetLayerContext) => clientPartStyle(clientPart, ctx);

type Pt = { x: number; y: number };
const square = (x: number): Pt[] => [
  { x, y: 0 },
  { x: x + 10, y: 0 },
  { x: x + 10, y: 10 },
  { x, y: 10 },
  { x, y: 0 },
];
/** Tile geometry of each type, as MapLibre hands it to a filter. */
const GEOMETRY: Record<string, { type: 1 | 2 | 3; geometry: Pt[][] }> = {
  Point: { type: 1, geometry: [[{ x: 1, y: 1 }]] },
  MultiPoint: { type: 1, geometry: [[{ x: 1, y: 1 }], [{ x: 5, y: 5 }]] },
  LineString: {
    type: 2,
    geometry: [
      [
        { x: 1, y: 1 },
        { x: 5, y: 5 },
      ],
    ],
  },
  Polygon: { type: 3, geometry: [square(0)] },
  MultiPolygon: { type: 3, geometry: [square(0), square(20)] },
};

/** Which of the three filters pass a feature of a geometry type. */
function drawnBy(type: keyof typeof GEOMETRY) {
  const feature = { ...GEOMETRY[type]!, properties: {} };
  return Object.entries({ area: AREA_FILTER, line: LINE_FILTER, point: POINT_FILTER })
    .filter(([, filter]) =>
      featureFilter(filter as FilterSpecification, 'layers[0].filter').filter(
        { zoom: 8 },
        feature as never,
      ),
    )
    .map(([name]) => name);
}

describe('warning layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    expect(validateStyleMin(styleOf(context({ theme: themes[theme] })))).toEqual([]);
  });

  it('draw every geometry type of spec 02 §3 with exactly one interactive layer', () => {
    expect(drawnBy('Point')).toEqual(['point']);
    expect(drawnBy('MultiPoint')).toEqual(['point']);
    expect(drawnBy('LineString')).toEqual(['line']);
    expect(drawnBy('Polygon')).toEqual(['area']);
    expect(drawnBy('MultiPolygon')).toEqual(['area']);
    const interactive = clientPart.layers(context()).layers.filter((l) => l.interactive);
    expect(interactive.map((l) => l.role)).toEqual([
      'warning-area',
      'warning-line',
      'warning-point',
    ]);
  });

  it('read the dataset from the URL the composer resolved', () => {
    const { sources } = clientPart.layers(context({ dataUrl: '/x/warnings.json' }));
    expect(sources['warnings']).toEqual({ type: 'geojson', data: '/x/warnings.json' });
  });

  it('are dimmer at night', () => {
    expect(warningColour(themes.night)).not.toBe(warningColour(themes.day));
  });

  it('has every text in both languages', () => {
    expect(Object.keys(STRINGS['en-US']).sort()).toEqual(Object.keys(STRINGS['nb-NO']).sort());
  });
});

describe('how a warning reads', () => {
  const p = { series: 'coastal', number: '612/2026', textNb: 'Slukket.', textEn: 'Out.' };

  it.each([
    ['nb-NO', 'Kystvarsel 612/2026', 'Slukket.'],
    ['en-US', 'Coastal warning 612/2026', 'Out.'],
  ] as const)('in %s: %s, %s', (language, title, body) => {
    expect(warningTitle(language, p)).toBe(title);
    expect(warningText(language, p)).toBe(body);
  });

  it('falls back to the other language, then to a plain notice', () => {
    expect(warningText('en-US', { textNb: 'Bare norsk.' })).toBe('Bare norsk.');
    expect(warningText('nb-NO', {})).toBe('Varselet har ingen tekst.');
    expect(warningTitle('en-US', { series: 'navarea' })).toBe('Navigational warning');
    expect(warningTitle('en-US', { series: 'navarea', number: '12/26' })).toBe(
      'NAVAREA XIX warning 12/26',
    );
  });

  it('writes times in UTC and sorts newest first', () => {
    expect(warningTime('en-US', '2026-11-20T23:30:00Z')).toContain('11:30');
    expect(warningTime('en-US', 'not a time')).toBe('');
    const list = [
      { eventId: 'a', issued: '2026-11-20T00:00:00Z' },
      { eventId: 'b' },
      { eventId: 'c', issued: '2026-11-22T00:00:00Z' },
    ];
    expect(list.sort(byIssuedDescending).map((w) => w.eventId)).toEqual(['c', 'a', 'b']);
  });
});
