import { describe, expect, it } from 'vitest';
import { GridIndex, type BBox } from './grid-index.js';

function brute(points: Map<number, [number, number]>, box: BBox): number[] {
  const out: number[] = [];
  for (const [id, [lon, lat]] of points) {
    const inLon =
      box.west <= box.east
        ? lon >= box.west && lon <= box.east
        : lon >= box.west || lon <= box.east;
    if (inLon && lat >= box.south && lat <= box.north) out.push(id);
  }
  return out.sort((a, b) => a - b);
}

describe('grid index', () => {
  it('answers box queries like a brute-force scan while points move and leave', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const index = new GridIndex();
    const points = new Map<number, [number, number]>();
    for (let id = 0; id < 3000; id++) {
      const p: [number, number] = [-10 + rand() * 50, 55 + rand() * 25];
      points.set(id, p);
      index.set(id, p[0], p[1]);
    }
    for (let round = 0; round < 20; round++) {
      for (let k = 0; k < 500; k++) {
        const id = Math.floor(rand() * 3000);
        if (rand() < 0.1) {
          points.delete(id);
          index.delete(id);
        } else {
          const p: [number, number] = [-10 + rand() * 50, 55 + rand() * 25];
          points.set(id, p);
          index.set(id, p[0], p[1]);
        }
      }
      const west = -12 + rand() * 50;
      const south = 54 + rand() * 25;
      const box = { west, south, east: west + rand() * 20, north: south + rand() * 5 };
      expect(index.query(box).sort((a, b) => a - b)).toEqual(brute(points, box));
      expect(index.size).toBe(points.size);
    }
    const world = { west: -180, south: -90, east: 180, north: 90 };
    expect(index.query(world).length).toBe(points.size);
  });

  it('includes points on the edges and handles boxes across the antimeridian', () => {
    const index = new GridIndex();
    index.set(1, 10, 60);
    index.set(2, 179.9, 0);
    index.set(3, -179.9, 0);
    index.set(4, 0, 0);
    expect(index.query({ west: 10, south: 60, east: 11, north: 61 })).toEqual([1]);
    expect(index.query({ west: 179, south: -1, east: -179, north: 1 }).sort()).toEqual([2, 3]);
  });
});
