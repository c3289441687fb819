import { describe, expect, it } from 'vitest';
import { distanceNm, type LatLon } from './geo.js';
import { FAIRWAY, FERRY_CROSSINGS, LANES, laneLine } from './geography.js';
import { LANE_SEPARATION_NM } from './lanes.js';
import { createTrafficSimulator } from './simulator.js';
import type { Station } from './vessel.js';

/** Shortest distance from a point to a polyline, NM (sampled every ~0.5 NM of each leg). */
function distanceToLine(at: LatLon, line: readonly LatLon[]): number {
  let best = Infinity;
  for (let i = 0; i + 1 < line.length; i++) {
    const [a, b] = [line[i]!, line[i + 1]!];
    const n = Math.max(1, Math.ceil(distanceNm(a, b) / 0.5));
    for (let k = 0; k <= n; k++) {
      const p: LatLon = [a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n];
      best = Math.min(best, distanceNm(at, p));
    }
  }
  return best;
}

const FIXED = new Set(['aton', 'base-station', 'met', 'installation', 'sart', 'sar-aircraft']);
const sim = createTrafficSimulator({ seed: 1, vessels: 1500 });
const vessels = sim.stations.filter((s) => !FIXED.has(s.kind));
const offRoute = (s: Station) => distanceToLine([s.lat, s.lon], FAIRWAY) > 20;

describe('simulated traffic uses the lanes real traffic uses', () => {
  it('starts at least 30 % of vessels more than 20 NM from the coastal route', () => {
    const share = vessels.filter(offRoute).length / vessels.length;
    expect(vessels.length).toBeGreaterThan(1000);
    expect(share).toBeGreaterThanOrEqual(0.3);
  });

  it('sends cargo ships and tankers offshore too, not single-file along the coast', () => {
    const merchant = vessels.filter((s) => s.kind === 'cargo' || s.kind === 'tanker');
    expect(merchant.filter(offRoute).length / merchant.length).toBeGreaterThanOrEqual(0.4);
    const trades = new Set(merchant.map((s) => s.trade));
    expect(trades).toEqual(new Set(['coastal', 'lane', 'shuttle']));
  });

  it('puts each kind where it belongs: lanes, ferry links, fishing grounds', () => {
    for (const s of vessels) {
      if (s.trade === 'lane') {
        expect(['cargo', 'tanker']).toContain(s.kind);
        const line = laneLine(LANES[s.home]!, s.away === 1);
        expect(distanceToLine([s.lat, s.lon], line)).toBeLessThan(0.5);
      }
      if (s.trade === 'shuttle') expect(s.kind).toBe('tanker');
      if (s.kind === 'passenger') expect(s.trade).toBe('coastal');
      if (s.kind === 'ferry') {
        const crossing = FERRY_CROSSINGS[s.home]!;
        expect(distanceToLine([s.lat, s.lon], crossing.path)).toBeLessThan(0.5);
      }
      if (s.kind === 'fishing') {
        const area = s.area!;
        expect(distanceNm([s.lat, s.lon], area.centre)).toBeLessThanOrEqual(area.radius + 0.5);
      }
    }
  });

  it('keeps the two directions of a lane apart, as a traffic separation scheme does', () => {
    for (const lane of LANES) {
      const forward = laneLine(lane, false);
      const backward = laneLine(lane, true).reverse();
      forward.forEach((at, i) => {
        expect(distanceNm(at, backward[i]!)).toBeCloseTo(2 * LANE_SEPARATION_NM, 0);
      });
    }
  });
});
