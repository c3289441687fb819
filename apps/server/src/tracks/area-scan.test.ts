import { describe, expect, it } from 'vitest';
import { pointInPolygon, type Ring } from './area.js';
import { AreaScan } from './area-scan.js';
import { chunkFromPoints } from './chunk-plan.js';
import { encodeChunk } from './codec.js';
import { COORD_SCALE, type StoredPoint } from './track-point.js';

/** An L: the square (5–7 E, 60–62 N) less its north-east quarter. */
const L: Ring[] = [
  [
    [5, 60],
    [7, 60],
    [7, 61],
    [6, 61],
    [6, 62],
    [5, 62],
    [5, 60],
  ],
];

/** A vessel sailing a straight line: one point a minute from `t0`. */
function leg(lon0: number, lat0: number, lon1: number, lat1: number, t0: number, n = 60) {
  return Array.from({ length: n }, (_, i): StoredPoint => {
    const f = i / (n - 1);
    return {
      t: t0 + i * 60,
      lon: Math.round((lon0 + (lon1 - lon0) * f) * COORD_SCALE),
      lat: Math.round((lat0 + (lat1 - lat0) * f) * COORD_SCALE),
      sog: 100,
      cog: 0,
      hdg: 0,
    };
  });
}

function bruteForce(chunks: [number, StoredPoint[]][], from: number, to: number) {
  const last = new Map<number, StoredPoint>();
  for (const [mmsi, points] of chunks) {
    for (const p of points) {
      if (p.t < from || p.t > to) continue;
      if (!pointInPolygon(L, p.lon / COORD_SCALE, p.lat / COORD_SCALE)) continue;
      if ((last.get(mmsi)?.t ?? -1) < p.t) last.set(mmsi, p);
    }
  }
  return [...last].map(([mmsi, point]) => ({ mmsi, point })).sort((a, b) => a.mmsi - b.mmsi);
}

describe('area scan', () => {
  const chunks: [number, StoredPoint[]][] = [
    // Wholly inside the L, twice (the later chunk holds the answer).
    [1, leg(5.2, 60.2, 5.8, 60.8, 1000)],
    [1, leg(5.3, 60.3, 5.7, 60.7, 5000)],
    // In the L's empty north-east quarter: inside the polygon's box, outside the polygon.
    [2, leg(6.2, 61.2, 6.8, 61.8, 1000)],
    // Across the inner corner: some points in, some out.
    [3, leg(5.5, 61.5, 6.5, 61.5, 1000)],
    // Out of the time range.
    [4, leg(5.2, 60.2, 5.8, 60.8, 90_000)],
  ];
  const from = 0;
  const to = 50_000;

  it('finds each vessel’s last point inside, as testing every point does', () => {
    const scan = new AreaScan(L, from, to);
    for (const [mmsi, points] of chunks) {
      const row = chunkFromPoints(mmsi, points);
      scan.addChunk(row, row.points);
    }
    expect(scan.hits()).toEqual(bruteForce(chunks, from, to));
    expect(scan.hits().map((h) => h.mmsi)).toEqual([1, 3]);
  });

  it('decodes no chunk outside the polygon or the time range, and tests no point of a chunk inside', () => {
    const decoded: number[] = [];
    for (const [mmsi, points] of chunks) {
      const scan = new AreaScan(L, from, to);
      scan.addChunk(chunkFromPoints(mmsi, points), encodeChunk(points));
      if (scan.stats.decoded > 0) decoded.push(mmsi);
    }
    expect(decoded).toEqual([1, 1, 3]);
    const scan = new AreaScan(L, from, to);
    for (const [mmsi, points] of chunks) {
      const row = chunkFromPoints(mmsi, points);
      scan.addChunk(row, row.points);
    }
    // Vessel 3 crosses the boundary: its points are tested, newest first, until one is inside.
    expect(scan.stats.pointTests).toBeGreaterThan(0);
    expect(scan.stats.pointTests).toBeLessThan(60);
    expect(scan.stats).toMatchObject({ chunks: 5, decoded: 3 });
  });

  it('skips a chunk that ends before the point already found for its vessel', () => {
    const scan = new AreaScan(L, from, to);
    const order = [chunks[1]!, chunks[0]!];
    for (const [mmsi, points] of order) {
      const row = chunkFromPoints(mmsi, points);
      scan.addChunk(row, row.points);
    }
    expect(scan.stats).toMatchObject({ chunks: 2, decoded: 1 });
    expect(scan.hits()[0]!.point.t).toBe(5000 + 59 * 60);
  });
});
