import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { basemapStyle, COASTLINE_MIN_ZOOM } from './basemap-style.js';
import { themes } from './theme.js';

const origin = 'http://localhost:8080';

function style(theme: keyof typeof themes = 'day') {
  return basemapStyle({ theme: themes[theme], origin, sourceMaxZoom: 12, attribution: 'GSHHG' });
}

describe('base-map style', () => {
  it.each(['day', 'night'] as const)('is a valid MapLibre style in the %s theme', (name) => {
    expect(validateStyleMin(style(name))).toEqual([]);
  });

  it('has unique layer ids of the form dataset:role', () => {
    const ids = style().layers.map((layer) => layer.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+:[a-z0-9-]+$/);
  });

  it('loads tiles and glyphs only from our own origin', () => {
    const spec = style();
    expect(spec.glyphs?.startsWith(origin)).toBe(true);
    for (const source of Object.values(spec.sources)) {
      if ('tiles' in source)
        for (const url of source.tiles ?? []) expect(url.startsWith(origin)).toBe(true);
      if ('url' in source && source.url) expect(source.url.startsWith(origin)).toBe(true);
    }
  });

  it('draws every label with a symbol layer in the bundled font', () => {
    for (const layer of style().layers) {
      if (layer.type !== 'symbol') continue;
      expect(layer.layout?.['text-font']).toEqual(['Noto Sans Regular']);
    }
  });

  it('takes every colour from the theme', () => {
    const day = JSON.stringify(style('day').layers);
    const night = JSON.stringify(style('night').layers);
    const colours = (json: string) => json.match(/#[0-9a-f]{3,8}\b/gi) ?? [];
    const allowed = (name: 'day' | 'night') => new Set(Object.values(themes[name]));
    for (const colour of colours(day)) expect(allowed('day')).toContain(colour);
    for (const colour of colours(night)) expect(allowed('night')).toContain(colour);
    expect(day).not.toEqual(night);
  });

  it('draws the coastline from zoom 10', () => {
    const coastline = style().layers.find((layer) => layer.id === 'basemap:coastline');
    expect(coastline?.minzoom).toBe(COASTLINE_MIN_ZOOM);
    expect(COASTLINE_MIN_ZOOM).toBe(10);
  });
});
