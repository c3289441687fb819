import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { icingBand } from '@havkart/domain';
import {
  featureFilter,
  validateStyleMin,
  type FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { icingManifest } from '../../manifest.js';
import { icingClientPart as part } from './index.js';
import { ICING_BAND_COLOURS, ICING_BANDS } from './icing-layers.js';
import { ICING_STRINGS } from './strings.js';

const context = (overrides: Partial<DatasetLayerContext> = {}) =>
  layerContext('/tiles/icing/{z}/{x}/{y}.pbf?time=2026-11-27T12:00:00Z', overrides);

describe('icing layers', () => {
  it.each(['day', 'night'] as const)('are a valid MapLibre style in the %s theme', (theme) => {
    expect(validateStyleMin(clientPartStyle(part, context({ theme: themes[theme] })))).toEqual([]);
  });

  it('follow the selected forecast time through the tile URL', () => {
    expect(icingManifest.sources[0]!.dataUrl).toBe('/tiles/icing/{z}/{x}/{y}.pbf?time={time}');
    expect(part.followsSelectedTime).toBe(true);
    expect(part.layers(context()).sources['icing']).toMatchObject({
      type: 'vector',
      tiles: ['http://localhost:8080/tiles/icing/{z}/{x}/{y}.pbf?time=2026-11-27T12:00:00Z'],
    });
  });

  it('fill light, moderate and heavy in colours of their own, and never "none" (A94)', () => {
    expect(new Set(Object.values(ICING_BAND_COLOURS)).size).toBe(3);
    const filter = part.layers(context()).layers[0]!.layer as { filter: FilterSpecification };
    const drawn = (band: string) =>
      featureFilter(filter.filter, 'layers[0].filter').filter({ zoom: 6 }, {
        type: 3,
        properties: { band },
        geometry: [],
      } as never);
    expect(ICING_BANDS.filter(drawn)).toEqual(['light', 'moderate', 'heavy']);
    expect(drawn('none')).toBe(false);
  });

  it('name the bands the domain rule gives at the band edges (R15.24–R15.26)', () => {
    expect([0.04, 0.05, 0.5, 0.51, 1.34, 1.35].map(icingBand)).toEqual([
      'none',
      'light',
      'light',
      'moderate',
      'moderate',
      'heavy',
    ]);
  });

  it('has every text in both languages', () => {
    expect(Object.keys(ICING_STRINGS['en-US']).sort()).toEqual(
      Object.keys(ICING_STRINGS['nb-NO']).sort(),
    );
  });
});
