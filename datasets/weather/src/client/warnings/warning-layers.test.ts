import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { SEVERITY_COLOURS } from '@havkart/domain';
import {
  expression,
  featureFilter,
  validateStyleMin,
  type FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { WEATHER_WARNINGS_DATA_URL } from '../../manifest.js';
import { weatherWarningsClientPart as part } from './index.js';
import { describeWarning } from './describe.js';
import { OTHER_SEVERITY_COLOUR } from './warning-layers.js';

const SELECTED = '2026-11-27T12:00:00.000Z';
const SELECTED_MS = Date.parse(SELECTED);
const MINUTE = 60_000;

const context = (overrides: Partial<DatasetLayerContext> = {}) =>
  layerContext('/api/v1/datasets/weatherwarnings/geojson?lang=no', {
    selectedTime: SELECTED,
    ...overrides,
  });

const area = {
  type: 3,
  geometry: [
    [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 0 },
    ],
  ],
};

/** Whether the fill layer built for the context draws a warning with these properties. */
function drawn(properties: Record<string, unknown>, ctx = context()): boolean {
  const layer = part.layers(ctx).layers[0]!.layer as { filter: FilterSpecification };
  const { filter } = layer;
  return featureFilter(filter, 'layers[0].filter').filter({ zoom: 6 }, {
    ...area,
    properties,
  } as never);
}

const warning = (effectiveOffsetMin: number | null, expiresOffsetMin: number | null) => ({
  ...(effectiveOffsetMin === null
    ? {}
    : { effectiveMs: SELECTED_MS + effectiveOffsetMin * MINUTE }),
  ...(expiresOffsetMin === null ? {} : { expiresMs: SELECTED_MS + expiresOffsetMin * MINUTE }),
  domain: 'marine',
});

describe('weather warning layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    expect(validateStyleMin(clientPartStyle(part, context({ theme: themes[theme] })))).toEqual([]);
    const filtered = context({ theme: themes[theme], filters: { marine: true } });
    expect(validateStyleMin(clientPartStyle(part, filtered))).toEqual([]);
  });

  it('show a warning taking effect 1:30 after the selected time, not one at 1:31 (R15.19, A65)', () => {
    expect(drawn(warning(90, 600))).toBe(true);
    expect(drawn(warning(91, 600))).toBe(false);
    expect(drawn(warning(null, 600))).toBe(true);
  });

  it('hide a warning that expired before the selected time, not one expiring at it (R15.20)', () => {
    expect(drawn(warning(-600, -1))).toBe(false);
    expect(drawn(warning(-600, 0))).toBe(true);
    expect(drawn(warning(-600, null))).toBe(true);
  });

  it('follow the selected time: a later step hides a warning that expired before it', () => {
    const later = context({ selectedTime: new Date(SELECTED_MS + 3 * 60 * MINUTE).toISOString() });
    expect(drawn(warning(-60, 120))).toBe(true);
    expect(drawn(warning(-60, 120), later)).toBe(false);
    expect(part.followsSelectedTime).toBe(true);
  });

  it('fill and outline each severity in its colour: Extreme red, Severe orange, Moderate yellow (R15.22)', () => {
    const { layers } = part.layers(context());
    for (const descriptor of layers) {
      const paint = (descriptor.layer as { paint: Record<string, unknown> }).paint;
      const colour = paint['fill-color'] ?? paint['line-color'];
      const parsed = expression.createExpression(colour, {
        type: 'color',
        'property-type': 'data-driven',
        expression: { interpolated: false, parameters: ['zoom', 'feature'] },
      } as never);
      if (parsed.result !== 'success') throw new Error('invalid colour expression');
      const colourOf = (severity: string) =>
        String(parsed.value.evaluate({ zoom: 6 }, { ...area, properties: { severity } } as never));
      expect(colourOf('Extreme')).toBe(SEVERITY_COLOURS.Extreme);
      expect(colourOf('Severe')).toBe(SEVERITY_COLOURS.Severe);
      expect(colourOf('Moderate')).toBe(SEVERITY_COLOURS.Moderate);
      expect(colourOf('Minor')).toBe(OTHER_SEVERITY_COLOUR);
    }
  });

  it('keep only marine or only land warnings when the user filters by domain', () => {
    const marine = { ...warning(0, 60), domain: 'marine' };
    const land = { ...warning(0, 60), domain: 'land' };
    expect([drawn(marine), drawn(land)]).toEqual([true, true]);
    const seaOnly = context({ filters: { marine: true } });
    expect([drawn(marine, seaOnly), drawn(land, seaOnly)]).toEqual([true, false]);
    const both = context({ filters: { marine: true, land: true } });
    expect([drawn(marine, both), drawn(land, both)]).toEqual([true, true]);
    expect(part.filters?.map((f) => [f.id, f.kind, f.labelKey])).toEqual([
      ['marine', 'boolean', 'datasets.weatherwarnings.filter.marine'],
      ['land', 'boolean', 'datasets.weatherwarnings.filter.land'],
    ]);
  });

  it('ask for the warnings in the interface language through {lang} (R15.23)', () => {
    expect(WEATHER_WARNINGS_DATA_URL).toBe('/api/v1/datasets/weatherwarnings/geojson?lang={lang}');
  });
});

describe('a warning described', () => {
  const props = {
    id: 'w1',
    headLine: 'Gale, orange level, Stad',
    severity: 'Severe',
    domain: 'marine',
    area: 'Stad',
    effective: '2026-11-27T12:00:00.000Z',
    expires: '2026-11-28T06:00:00.000Z',
    instruction: 'Seek harbour.',
    web: 'javascript:alert(1)',
  };

  it('gives title, severity, domain and validity in local time, or in UTC by the setting', () => {
    const en = describeWarning(props, 'en-US', { utc: false, timeZone: 'Europe/Oslo' });
    expect(en).toMatchObject({
      title: 'Gale, orange level, Stad',
      severity: 'Severe (orange level)',
      domain: 'At sea',
      instruction: 'Seek harbour.',
      web: null,
    });
    expect(en.valid).toBe('from 11/27/26, 1:00 PM until 11/28/26, 7:00 AM');
    const nb = describeWarning(props, 'nb-NO', { utc: false, timeZone: 'Europe/Oslo' });
    expect(nb.severity).toBe('Alvorlig (oransje nivå)');
    expect(nb.valid).toBe('fra 27.11.2026, 13:00 til 28.11.2026, 07:00');
    const utc = describeWarning(props, 'nb-NO', { utc: true, timeZone: 'Europe/Oslo' });
    expect(utc.valid).toBe('fra 27.11.2026, 12:00 UTC til 28.11.2026, 06:00 UTC');
  });
});
