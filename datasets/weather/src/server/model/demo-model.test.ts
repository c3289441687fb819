import { describe, expect, it } from 'vitest';
import { demoConditions, stormsAt } from './demo-model.js';
import { seaMask } from './sea-mask.js';

const HOUR = 3_600_000;
const run = Date.parse('2026-11-23T12:00:00Z');
const mask = seaMask();
const OPEN_SEA = [61.14, 3.5] as const;
const SOGNEFJORD = [61.14, 6.0] as const;
const LAND = [61.0, 7.0] as const;

function series(lat: number, lon: number, runMs = run) {
  return Array.from({ length: 67 }, (_, h) =>
    demoConditions(lat, lon, run + h * HOUR, runMs, mask),
  );
}

describe('demo forecast model', () => {
  it('gives the same answer for the same place, time and run', () => {
    const a = demoConditions(64.2, 8.1, run + 17 * HOUR, run, mask);
    const b = demoConditions(64.2, 8.1, run + 17 * HOUR, run, mask);
    expect(a).toEqual(b);
    expect(Object.values(a).every(Number.isFinite)).toBe(true);
  });

  it('lets a later run revise the far end of the forecast', () => {
    const time = run + 60 * HOUR;
    const first = demoConditions(66, 6, time, run, mask);
    const later = demoConditions(66, 6, time, run + 48 * HOUR, mask);
    expect(later.windSpeed).not.toBe(first.windSpeed);
  });

  it('reads the sea mask from the base map: open sea, a fjord and land', () => {
    expect(mask.isSea(...OPEN_SEA)).toBe(true);
    expect(mask.isSea(...SOGNEFJORD)).toBe(true);
    expect(mask.isSea(...LAND)).toBe(false);
    expect(mask.isSea(60.39, 5.32)).toBe(false); // Bergen
  });

  it('has no waves and no current on land, but wind and weather', () => {
    for (const step of series(...LAND)) {
      expect(step.waveHeight).toBe(0);
      expect(step.currentSpeed).toBe(0);
      expect(step.windSpeed).toBeGreaterThan(0);
    }
  });

  it('keeps the fjords calmer than the open sea beside them', () => {
    const open = Math.max(...series(...OPEN_SEA).map((s) => s.waveHeight));
    const fjord = Math.max(...series(...SOGNEFJORD).map((s) => s.waveHeight));
    expect(open).toBeGreaterThan(2);
    expect(fjord).toBeLessThan(open * 0.4);
  });

  it('sends storms across the region, west to east, within the 66 hours', () => {
    for (let h = 0; h <= 66; h += 6) {
      const now = stormsAt(run + h * HOUR, run);
      const later = stormsAt(run + (h + 1) * HOUR, run);
      now.forEach((storm, i) => {
        // Eastward unless this storm has just finished its crossing and a new one starts.
        if (later[i]!.lon > storm.lon) expect(later[i]!.lon - storm.lon).toBeCloseTo(54 / 66, 5);
        else expect(storm.peak).toBeLessThan(3);
      });
      // Always one storm of gale force or more over the region.
      expect(Math.max(...now.map((storm) => storm.peak))).toBeGreaterThan(10);
    }
    expect(Math.max(...series(64, 0).map((s) => s.windSpeed))).toBeGreaterThan(17);
  });

  it('keeps every quantity in a plausible range', () => {
    for (const [lat, lon] of [OPEN_SEA, [71, 25], [58, 1]] as const) {
      for (const s of series(lat, lon)) {
        expect(s.waveHeight).toBeGreaterThanOrEqual(0);
        expect(s.waveHeight).toBeLessThan(16);
        expect(s.windGust).toBeGreaterThanOrEqual(s.windSpeed);
        expect(s.precipitation).toBeGreaterThanOrEqual(0);
        expect(s.airTemperature).toBeGreaterThan(-30);
        expect(s.airTemperature).toBeLessThan(30);
        for (const d of [s.waveFromDirection, s.windFromDirection, s.currentToDirection]) {
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThan(360);
        }
      }
    }
  });
});
