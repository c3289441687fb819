import { describe, expect, it } from 'vitest';
import { splitAtAntimeridian } from './antimeridian.js';

describe('splitAtAntimeridian', () => {
  it('leaves a polygon that stays on one side alone', () => {
    const square = [
      [
        [10, 60],
        [11, 60],
        [11, 61],
        [10, 61],
        [10, 60],
      ],
    ];
    expect(splitAtAntimeridian(square)).toEqual([square]);
  });

  it('cuts a ring that jumps across ±180 into one part on each side', () => {
    // An island from 179°E to 179°W, written as Natural Earth does: with a jump.
    const island = [
      [
        [179, 70],
        [-179, 70],
        [-179, 71],
        [179, 71],
        [179, 70],
      ],
    ];
    const parts = splitAtAntimeridian(island);
    expect(parts).toHaveLength(2);
    for (const [outer] of parts) {
      const lons = (outer ?? []).map(([lon]) => lon ?? 0);
      expect(Math.max(...lons) - Math.min(...lons)).toBeLessThanOrEqual(1 + 1e-9);
      expect(lons.every((lon) => lon >= -180 && lon <= 180)).toBe(true);
    }
  });

  it('keeps a ring around a pole as it is', () => {
    const polar = [
      [
        [-180, -80],
        [0, -80],
        [180, -80],
        [180, -90],
        [-180, -90],
        [-180, -80],
      ],
    ];
    expect(splitAtAntimeridian(polar)).toEqual([polar]);
  });
});
