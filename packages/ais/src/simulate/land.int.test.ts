import { describe, expect, it } from 'vitest';
import { createAisDecoder } from '../decode/decoder.js';
import { offsetNm } from './geo.js';
import {
  COASTAL_AREAS,
  FAIRWAY,
  FERRY_CROSSINGS,
  FISHING_GROUNDS,
  LANES,
  laneLine,
  PLATFORMS,
  SUPPLY_BASES,
  type LatLon,
} from './geography.js';
import { LandIndex } from './land.js';
import { loadLand } from './land-source.js';
import { ALL_PORTS, PLATFORMS_OF_BASE } from './routes.js';
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

  it('keeps every route leg on water: fairway, port approaches, ferries, supply runs, lanes', () => {
    const legs: [string, readonly LatLon[]][] = [['fairway', FAIRWAY]];
    // Each direction of an offshore lane is sailed on its own side of the line.
    for (const lane of LANES) {
      legs.push([`${lane.name} forward`, laneLine(lane, false)]);
      legs.push([`${lane.name} backward`, laneLine(lane, true)]);
    }
    for (const p of ALL_PORTS) legs.push([p.name, [FAIRWAY[p.junction]!, ...p.spur]]);
    for (const f of FERRY_CROSSINGS) legs.push([f.name, f.path]);
    SUPPLY_BASES.forEach(([name, exit], base) => {
      legs.push([name, exit]);
      // The open-sea run from the base's sea exit to each platform it serves.
      for (const platform of PLATFORMS_OF_BASE[base]!) {
        const [field, at] = PLATFORMS[platform]!;
        legs.push([`${name}-${field}`, [exit.at(-1)!, at]]);
      }
    });
    const ashore: string[] = [];
    for (const [name, points] of legs) {
      for (let i = 0; i + 1 < points.length; i++) {
        const [a, b] = [points[i]!, points[i + 1]!];
        // One sample about every 10 m of the leg: narrower than the smallest skerry in the data.
        const n = Math.max(10, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.0001));
        for (let k = 0; k <= n; k++) {
          const at: LatLon = [a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n];
          if (onLand(at)) {
            ashore.push(
              `${name} leg ${i} reaches land at ${at[0].toFixed(4)} N ${at[1].toFixed(4)} E`,
            );
            break;
          }
        }
      }
    }
    expect(ashore).toEqual([]);
  });

  it('has no land inside the sea areas where vessels wander', () => {
    const ashore: string[] = [];
    for (const area of [...FISHING_GROUNDS, ...COASTAL_AREAS]) {
      // Points spread evenly over the disc (sunflower pattern), about 0.05 nm apart.
      const n = Math.ceil((Math.PI * area.radius ** 2) / 0.05 ** 2);
      for (let i = 0; i < n; i++) {
        const at = offsetNm(
          area.centre,
          (i * 137.508) % 360,
          area.radius * Math.sqrt((i + 0.5) / n),
        );
        if (onLand(at)) {
          ashore.push(`${area.name}: land at ${at[0].toFixed(4)} N ${at[1].toFixed(4)} E`);
          break;
        }
      }
    }
    expect(ashore).toEqual([]);
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
