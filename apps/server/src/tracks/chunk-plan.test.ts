import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chunkFromPoints,
  planCompaction,
  thinPoints,
  type ChunkLimits,
  type ChunkRow,
} from './chunk-plan.js';
import { decodeChunk } from './codec.js';
import { sortPoints, type StoredPoint, type VesselPoint } from './track-point.js';

const limits: ChunkLimits = { windowSeconds: 600, maxPoints: 20 };
const at = (mmsi: number, t: number): VesselPoint => ({
  mmsi,
  t,
  lat: t * 7,
  lon: 1000 - t,
  sog: 1,
  cog: 2,
  hdg: 3,
});

function allPoints(chunks: ChunkRow[]): StoredPoint[] {
  return sortPoints(chunks.flatMap((c) => decodeChunk(c.points)));
}

describe('compaction plan', () => {
  it('loses no point and keeps every chunk within its window and size', () => {
    const times = fc.array(
      fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 5000 })),
      {
        maxLength: 200,
      },
    );
    fc.assert(
      fc.property(fc.array(times, { minLength: 1, maxLength: 4 }), (compactions) => {
        const closed: ChunkRow[] = [];
        const open = new Map<number, ChunkRow>();
        for (const hot of compactions) {
          const plan = planCompaction(
            hot.map(([m, t]) => at(m, t)),
            open,
            limits,
          );
          closed.push(...plan.closed);
          for (const c of plan.open) open.set(c.mmsi, c);
        }
        const chunks = [...closed, ...open.values()];
        for (const c of chunks) {
          expect(c.tLast - c.tFirst).toBeLessThanOrEqual(limits.windowSeconds);
          expect(c.count).toBeLessThanOrEqual(limits.maxPoints);
          expect(decodeChunk(c.points)).toHaveLength(c.count);
        }
        for (const mmsi of [1, 2, 3]) {
          const expected = sortPoints(
            compactions
              .flat()
              .filter(([m]) => m === mmsi)
              .map(([, t]) => at(mmsi, t)),
          ).map(({ t, lat, lon, sog, cog, hdg }) => ({ t, lat, lon, sog, cog, hdg }));
          expect(allPoints(chunks.filter((c) => c.mmsi === mmsi))).toEqual(expected);
        }
      }),
    );
  });

  it('adds new points to the vessel’s open chunk and closes it once its window has passed', () => {
    const open = chunkFromPoints(1, [at(1, 100), at(1, 110)]);
    const more = planCompaction([at(1, 120), at(1, 130)], new Map([[1, open]]), limits);
    expect(more.closed).toEqual([]);
    expect(more.open).toHaveLength(1);
    expect(more.open[0]).toMatchObject({ tFirst: 100, tLast: 130, count: 4 });
    const later = planCompaction([at(1, 800)], new Map([[1, more.open[0]!]]), limits);
    expect(later.closed.map((c) => [c.tFirst, c.tLast, c.count])).toEqual([[100, 130, 4]]);
    expect(later.open.map((c) => [c.tFirst, c.tLast, c.count])).toEqual([[800, 800, 1]]);
  });

  it('records the bounding box of its points', () => {
    const c = chunkFromPoints(1, [at(1, 10), at(1, 30)]);
    expect(c).toMatchObject({
      minLat: 70,
      maxLat: 210,
      minLon: 970,
      maxLon: 990,
      tFirst: 10,
      tLast: 30,
    });
  });
});

describe('thinning', () => {
  it('keeps one point a minute, the first and the last', () => {
    const points = Array.from({ length: 31 }, (_, i) => at(1, i * 10));
    expect(thinPoints(points, 60).map((p) => p.t)).toEqual([0, 60, 120, 180, 240, 300]);
    expect(thinPoints(points.slice(0, 8), 60).map((p) => p.t)).toEqual([0, 60, 70]);
  });
});
