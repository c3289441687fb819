import { icingBand } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { demoSeaTemperature } from '../model/demo-model.js';
import { seaMask } from '../model/sea-mask.js';
import { demoIcingGrid, icingTileFeatures, ICING_TILE_BANDS } from './icing-tiles.js';
import { icingPredictor, sprayIcingRate } from './overland.js';

describe("Overland's spray-icing predictor", () => {
  it('gives PPR = Va·(Tf − Ta)/(1 + 0.3·(Tw − Tf)) at a worked point', () => {
    // 10 m/s, air −10 °C, sea 0 °C: 10 · 8.3 / (1 + 0.3 · 1.7) = 54.97.
    expect(icingPredictor(10, -10, 0)).toBeCloseTo(54.967, 3);
    // Cubic fit: 0.0273 · 54.97 + 2.91e-4 · 54.97² + 1.84e-6 · 54.97³ = 2.685 cm/h.
    expect(sprayIcingRate(10, -10, 0)).toBeCloseTo(2.685, 3);
  });

  it('gives no icing where the air is no colder than freezing sea water, or in a calm', () => {
    expect(sprayIcingRate(20, -1.7, 0)).toBe(0);
    expect(sprayIcingRate(20, 3, 0)).toBe(0);
    expect(sprayIcingRate(0, -15, 0)).toBe(0);
    expect(icingBand(sprayIcingRate(20, 3, 0))).toBe('none');
  });

  it('rises with wind and cold and falls with warmer sea', () => {
    expect(sprayIcingRate(15, -8, 2)).toBeGreaterThan(sprayIcingRate(10, -8, 2));
    expect(sprayIcingRate(10, -12, 2)).toBeGreaterThan(sprayIcingRate(10, -8, 2));
    expect(sprayIcingRate(10, -8, 6)).toBeLessThan(sprayIcingRate(10, -8, 2));
    // Sea below its freezing point counts as at freezing.
    expect(sprayIcingRate(10, -8, -3)).toBe(sprayIcingRate(10, -8, -1.7));
  });

  it.each([
    [5, -3, 2, 'light'],
    [10, -5, 1, 'moderate'],
    [10, -10, 0, 'heavy'],
  ] as const)('%d m/s, air %d °C, sea %d °C is %s icing', (wind, air, sea, band) => {
    expect(icingBand(sprayIcingRate(wind, air, sea))).toBe(band);
  });
});

describe('icing tiles of the demo model', () => {
  const JANUARY = Date.UTC(2026, 0, 20, 6);

  it('keeps the sea temperature at or above freezing sea water', () => {
    expect(demoSeaTemperature(80, JANUARY)).toBeGreaterThanOrEqual(-1.7);
    expect(demoSeaTemperature(58, Date.UTC(2026, 7, 20))).toBeGreaterThan(10);
  });

  it('draw icing bands in the Barents Sea in January and none off southern Norway in August', () => {
    const mask = seaMask();
    // z5 tile 18/5 holds the Barents Sea east of Bjørnøya (22.5–33.75° E, 74–77° N).
    const winter = icingTileFeatures(demoIcingGrid(JANUARY, JANUARY, mask), mask, 5, 18, 5);
    expect(winter.length).toBeGreaterThan(0);
    const names = ICING_TILE_BANDS.map((b) => b.band) as string[];
    for (const feature of winter) expect(names).toContain(feature.tags['band']);
    const august = Date.UTC(2026, 7, 20, 12);
    // z6 tile 33/18 holds the Skagerrak coast.
    expect(icingTileFeatures(demoIcingGrid(august, august, mask), mask, 6, 33, 18)).toEqual([]);
  });
});
