import {
  expression,
  validateStyleMin,
  type LayerSpecification,
  type StyleSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { SPEED_BAND_COLOURS, tracksCollection, type TrackPoint } from './track-rules.js';
import {
  recentTrackColour,
  speedBandColours,
  trackColour,
  trackLayers,
  TRACKS_SOURCE,
} from './track-layers.js';

function style(colourBySpeed: boolean, theme = themes.day): StyleSpecification {
  return {
    version: 8,
    sources: { [TRACKS_SOURCE]: { type: 'geojson', data: tracksCollection([]) } },
    layers: trackLayers(theme, colourBySpeed).map(
      ({ role, sourceRole, ...layer }) =>
        ({ ...layer, id: role, source: sourceRole }) as LayerSpecification,
    ),
  };
}

/** The colour a line feature of `band` gets, evaluated as MapLibre would. */
function lineColour(colourBySpeed: boolean, band: number): string {
  const line = trackLayers(themes.day, colourBySpeed).find((layer) => layer.role === 'line')!;
  const paint = (line as { paint: Record<string, unknown> }).paint['line-color'];
  if (typeof paint === 'string') return paint;
  const compiled = expression.createExpression(paint, {
    type: 'color',
    'property-type': 'data-driven',
    expression: { interpolated: false, parameters: ['zoom', 'feature'] },
    transition: false,
  } as never);
  if (compiled.result !== 'success') throw new Error('bad expression');
  const value = compiled.value.evaluate({ zoom: 10 }, {
    type: 'LineString',
    properties: { band },
  } as never);
  return String(value);
}

describe('track layers', () => {
  it('are a valid style in both themes, with and without speed colours', () => {
    for (const theme of [themes.day, themes.night]) {
      for (const bySpeed of [false, true])
        expect(validateStyleMin(style(bySpeed, theme))).toEqual([]);
    }
  });

  it('start at zoom 7 (spec 02 §9)', () => {
    for (const layer of trackLayers(themes.day, false)) expect(layer.minzoom).toBe(7);
  });

  it('colour every segment alike unless colouring by speed is on', () => {
    expect(lineColour(false, 0)).toBe(trackColour(themes.day));
    expect(lineColour(false, 5)).toBe(trackColour(themes.day));
  });

  it('draw recent tracks in a colour apart from the selected track, speed colours or not', () => {
    for (const theme of [themes.day, themes.night]) {
      for (const bySpeed of [false, true]) {
        const recent = trackLayers(theme, bySpeed).find((layer) => layer.role === 'recent')!;
        const colour = (recent as { paint: Record<string, unknown> }).paint['line-color'];
        expect(colour).toBe(recentTrackColour(theme));
        expect(colour).not.toBe(trackColour(theme));
        expect(speedBandColours(theme)).not.toContain(colour);
      }
    }
  });

  it('colour each segment by its speed band when that setting is on', () => {
    SPEED_BAND_COLOURS.day.forEach((colour, band) => {
      expect(lineColour(true, band)).toBe(colour);
    });
  });

  it('draw points for the selected track only', () => {
    const points: TrackPoint[] = [
      { msgtime: '2025-03-01T10:00:00Z', latitude: 60, longitude: 10 },
      { msgtime: '2025-03-01T10:01:00Z', latitude: 60, longitude: 10.1 },
    ];
    const collection = tracksCollection([
      { mmsi: 1, points, kind: 'selected' },
      { mmsi: 2, points, kind: 'recent' },
    ]);
    const kinds = collection.features.map(
      (feature) => `${String(feature.properties?.kind)}:${feature.geometry.type}`,
    );
    expect(kinds.sort()).toEqual([
      'recent:LineString',
      'selected:LineString',
      'selected:Point',
      'selected:Point',
    ]);
  });
});
