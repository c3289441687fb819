import {
  ARROW_ICON_ID,
  arrowIconImage,
  type DatasetLayerContext,
} from '@havkart/datasets-core/client';
import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { WIND_CLASSES } from '@havkart/domain';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { weatherStationsManifest } from '../manifest.js';
import { weatherStationsClientPart as part } from './index.js';
import { SYMBOL_COLOURS } from './layers.js';

const context = (overrides: Partial<DatasetLayerContext> = {}) =>
  layerContext(weatherStationsManifest.sources[0]!.dataUrl, overrides);

const styleOf = (ctx: DatasetLayerContext) => clientPartStyle(part, ctx);

describe('weather-station layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    expect(validateStyleMin(styleOf(context({ theme: themes[theme] })))).toEqual([]);
  });

  it('draw symbols, arrows rotated by the feature, and names from zoom 9 (R15.12, R15.16)', () => {
    const { layers } = part.layers(context());
    expect(layers.map((l) => l.role)).toEqual(['symbols', 'wind-arrows', 'names']);
    const arrows = layers[1]!.layer as { layout: Record<string, unknown> };
    expect(arrows.layout['icon-rotate']).toEqual(['get', 'arrowRotation']);
    expect(arrows.layout['icon-rotation-alignment']).toBe('map');
    expect(layers[2]!.layer.minzoom).toBe(9);
    expect(layers[0]!.interactive).toBe(true);
  });

  it('draw the wind arrow as the arrow icon, tinted and haloed, with no text glyph', () => {
    const arrows = part.layers(context()).layers[1]!.layer as {
      layout: Record<string, unknown>;
      paint: Record<string, unknown>;
    };
    expect(arrows.layout['icon-image']).toBe(ARROW_ICON_ID);
    expect(arrowIconImage(ARROW_ICON_ID)?.sdf).toBe(true);
    expect(Object.keys(arrows.layout).filter((key) => key.startsWith('text-'))).toEqual([]);
    expect(arrows.paint).toMatchObject({
      'icon-color': themes.day.label,
      'icon-halo-color': themes.day.labelHalo,
    });
  });

  it('draw only forecast values while a future forecast time is selected (R15.13)', () => {
    const now = Date.parse('2026-11-27T10:20:00Z');
    const shown = part.layers(context({ selectedTime: '2026-11-27T10:00:00Z', now }));
    expect(shown.layers.every((l) => !('filter' in l.layer) || l.role === 'wind-arrows')).toBe(
      true,
    );
    const ahead = part.layers(context({ selectedTime: '2026-11-27T13:00:00Z', now }));
    for (const { layer } of ahead.layers) {
      expect(JSON.stringify((layer as { filter?: unknown }).filter)).toContain(
        '["==",["get","forecast"],true]',
      );
    }
    expect(
      validateStyleMin(styleOf(context({ selectedTime: '2026-11-27T13:00:00Z', now }))),
    ).toEqual([]);
    expect(part.followsSelectedTime).toBe(true);
    // The data is asked for at the selected time, so ahead of now it holds the forecast.
    expect(weatherStationsManifest.sources[0]!.dataUrl).toContain('time={time}');
  });

  it('give every symbol its own colour', () => {
    const symbols = ['buoy', 'wind', ...WIND_CLASSES] as const;
    expect(new Set(symbols.map((s) => SYMBOL_COLOURS[s])).size).toBe(symbols.length);
  });
});
