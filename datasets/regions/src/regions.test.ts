import { describe, expect, it } from 'vitest';
import { FIRING_RANGE_FILL_OPACITY, firingRangeColour } from './firing-range.js';
import { regionManifests } from './manifest.js';

describe('firing-range colour (spec 02 §3)', () => {
  it.each([
    ['Grønn', 'green'],
    ['Gul', 'yellow'],
    ['Rød', 'red'],
    ['gul', 'red'],
    [null, 'red'],
    [undefined, 'red'],
  ] as const)('farge %s is %s', (farge, colour) => {
    expect(firingRangeColour(farge)).toBe(colour);
  });

  it('fills at opacity 0.2', () => {
    expect(FIRING_RANGE_FILL_OPACITY).toBe(0.2);
  });
});

describe('region manifests', () => {
  it('name features by the spec’s key fields (spec 02 §2)', () => {
    expect(
      Object.fromEntries(regionManifests.map((m) => [m.id, m.featureKey?.field ?? null])),
    ).toEqual({
      policedistricts: 'number',
      protectedareas: 'id',
      vtsareas: 'id',
      vhfcoverage: 'id',
      maritimeboundaries: 'kurveid',
      firingrange: null,
    });
  });
});
