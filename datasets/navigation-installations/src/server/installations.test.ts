import type { Feature, LineString, Point, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { demoInstallations } from './demo.js';
import {
  installationTileFeatures,
  offsetPosition,
  SECTOR_ARC_RADIUS_NM,
  sectorArc,
  sectorExtent,
} from './installations.js';

/** Distance in nautical miles and bearing in degrees true from a to b (flat, short range). */
function polar(a: Position, b: Position): { nm: number; bearing: number } {
  const [lon1, lat1] = a as [number, number];
  const [lon2, lat2] = b as [number, number];
  const north = (lat2 - lat1) * 60;
  const east = (lon2 - lon1) * 60 * Math.cos((lat1 * Math.PI) / 180);
  const bearing = ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360;
  return { nm: Math.hypot(north, east), bearing };
}

describe('sector extent', () => {
  it.each([
    [0, 90, 90],
    [270, 90, 180],
    [350, 10, 20],
    [120, 120, 360],
    [-10, 10, 20],
  ])('from %d° to %d° clockwise is %d°', (from, to, extent) => {
    expect(sectorExtent(from, to)).toBe(extent);
  });
});

describe('sector arc geometry', () => {
  const centre: Position = [5.0, 60.0];

  it('lies on the far side of the light from the seaward bearings, at the arc radius', () => {
    // Seen from seaward on 090°–180° the sector lies west to north of the light.
    const arc = sectorArc(centre, { from: 90, to: 180, lightcolour: 2 }, 2);
    const first = polar(centre, arc[0]!);
    const last = polar(centre, arc.at(-1)!);
    expect(first.bearing).toBeCloseTo(270, 0);
    expect(last.bearing).toBeCloseTo(0, 0);
    for (const point of arc) expect(polar(centre, point).nm).toBeCloseTo(2, 1);
  });

  it('turns clockwise, in steps of at most 5°', () => {
    const arc = sectorArc(centre, { from: 350, to: 20, lightcolour: 4 }, 2);
    expect(arc.length).toBe(7);
    const bearings = arc.map((p) => polar(centre, p).bearing);
    expect(bearings[0]).toBeCloseTo(170, 0);
    expect(bearings.at(-1)).toBeCloseTo(200, 0);
    for (let i = 1; i < bearings.length; i += 1) {
      expect(bearings[i]! - bearings[i - 1]!).toBeCloseTo(5, 0);
    }
  });

  it('offsets a point by distance and bearing', () => {
    const north = offsetPosition(centre, 0, 60);
    expect(north[0]).toBeCloseTo(5, 6);
    expect(north[1]).toBeCloseTo(61, 6);
  });
});

describe('tile features', () => {
  const tiles = installationTileFeatures(demoInstallations());
  const byId = (id: string) =>
    tiles.features.filter((f) => f.properties?.['globalid'] === id) as Feature[];

  it('keys each point by its kind prefix and global id (spec 02 §2)', () => {
    const prefixes = new Map(
      tiles.features
        .filter((f) => f.properties?.['shape'] === 'mark')
        .map((f) => [
          f.properties?.['classification']
            ? 'fixed'
            : f.properties?.['floattype']
              ? 'floating'
              : 'light',
          f.properties?.['kind'],
        ]),
    );
    expect(Object.fromEntries(prefixes)).toEqual({ light: 'lgt', fixed: 'fxd', floating: 'flt' });
    for (const feature of tiles.features) {
      expect(feature.properties?.['featureid']).toBe(
        `${feature.properties?.['kind']}${feature.properties?.['globalid']}`,
      );
    }
    expect(byId('demo-lindesnes')[0]?.properties?.['featureid']).toBe('lgtdemo-lindesnes');
  });

  it('adds one arc per sector, keyed lgt + lightglobalid, in the sector colour', () => {
    const [light, ...arcs] = byId('demo-lindesnes');
    expect((light?.geometry as Point).type).toBe('Point');
    expect(light?.properties?.['sectorcount']).toBe(3);
    expect(arcs.map((a) => a.properties?.['lightcolour'])).toEqual([2, 1, 4]);
    for (const arc of arcs) {
      expect(arc.properties).toMatchObject({
        kind: 'lgt',
        shape: 'sector',
        featureid: 'lgtdemo-lindesnes',
      });
      const line = arc.geometry as LineString;
      expect(polar((light?.geometry as Point).coordinates, line.coordinates[0]!).nm).toBeCloseTo(
        SECTOR_ARC_RADIUS_NM,
        1,
      );
    }
  });

  it('carries no arrays into tiles, and isextinguished as a boolean', () => {
    for (const feature of tiles.features) {
      for (const value of Object.values(feature.properties ?? {})) {
        expect(Array.isArray(value)).toBe(false);
      }
      expect(typeof feature.properties?.['isextinguished']).toBe('boolean');
    }
  });

  it('holds the well-known lighthouses of the demo', () => {
    const names = tiles.features
      .filter((f) => f.properties?.['kind'] === 'lgt' && f.properties['shape'] === 'mark')
      .map((f) => f.properties?.['name']);
    for (const name of ['Lindesnes fyr', 'Ryvingen fyr', 'Utsira fyr', 'Marstein fyr']) {
      expect(names).toContain(name);
    }
    expect(names).toEqual(
      expect.arrayContaining(['Kråkenes fyr', 'Skomvær fyr', 'Torsvåg fyr', 'Fruholmen fyr']),
    );
    expect(names).toContain('Vardø fyr');
  });
});
