import { describe, expect, it } from 'vitest';
import { createAisDecoder } from '../decode/decoder.js';
import { FAIRWAY, FERRY_CROSSINGS, PORTS, SUPPLY_BASES, type LatLon } from './geography.js';
import { LandIndex } from './land.js';
import { loadLand } from './land-source.js';
import { createTrafficSimulator } from './simulator.js';

const land = loadLand();
// West edge at 0° E is open sea from 55° to 75° N, as the index requires.
const index = land && new LandIndex(land.rings, { west: 0, south: 55, east: 33, north: 75 });

describe.skipIf(!index)(`simulated traffic stays at sea (${land?.name ?? 'no land data'})`, () => {
  const onLand = (p: LatLon): boolean => index!.contains(p[1], p[0]);

  it('agrees with known places', () => {
    expect(onLand([59.91, 10.75])).toBe(true); // Oslo
    expect(onLand([60.2, 7.5])).toBe(true); // Hardangervidda
    expect(onLand([64.0, 4.0])).toBe(false); // Norwegian Sea
    expect(onLand([58.0, 9.5])).toBe(false); // Skagerrak
  });

  it('keeps route legs on water, but for a few clipped corners in narrow sounds', () => {
    const legs: [string, readonly LatLon[]][] = [['fairway', FAIRWAY]];
    for (const p of PORTS) legs.push([p.name, [FAIRWAY[p.junction]!, ...p.spur]]);
    for (const f of FERRY_CROSSINGS) legs.push([f.name, f.path]);
    for (const [name, exit] of SUPPLY_BASES) legs.push([name, exit]);
    let samples = 0;
    let hits = 0;
    const worst: string[] = [];
    for (const [name, points] of legs) {
      for (let i = 0; i + 1 < points.length; i++) {
        const [a, b] = [points[i]!, points[i + 1]!];
        // One sample about every 50 m of the leg.
        const n = Math.max(10, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.0005));
        let legHits = 0;
        for (let k = 0; k <= n; k++) {
          if (onLand([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n])) legHits++;
        }
        samples += n + 1;
        hits += legHits;
        if (legHits > 0) worst.push(`${name} leg ${i}: ${legHits}/${n + 1}`);
      }
    }
    expect(hits / samples, worst.join('\n')).toBeLessThan(0.002);
  });

  it('puts at most 0.1 % of one hour of vessel positions on land', () => {
    const sim = createTrafficSimulator({ seed: 1, vessels: 1500 });
    let positions = 0;
    let ashore = 0;
    const where = new Map<number, number>();
    const decoder = createAisDecoder({
      onMessage: (m) => {
        if (![1, 3, 18, 19, 27].includes(m.messageType) || !('latitude' in m)) return;
        if (m.latitude === null || m.longitude === null) return;
        positions++;
        if (index!.contains(m.longitude, m.latitude)) {
          ashore++;
          where.set(m.mmsi, (where.get(m.mmsi) ?? 0) + 1);
        }
      },
    });
    for (const tick of sim.ticks(3600)) for (const line of tick.lines) decoder.write(line);
    decoder.flush();
    const share = ashore / positions;
    console.info(
      `off-land check (${land!.name}): ${ashore} of ${positions} positions on land (${(share * 100).toFixed(4)} %)`,
    );
    expect(positions).toBeGreaterThan(200_000);
    expect(share).toBeLessThanOrEqual(0.001);
  });
});
