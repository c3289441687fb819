// The demo chart draws ice at sea only: checked against named places and against the base
// map's own land polygons, which is the land a user sees under the ice.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Position } from 'geojson';
import { beforeAll, describe, expect, it } from 'vitest';
import { readNisChart } from '../adapter.js';
import { demoChartZip } from '../index.js';

type Rings = readonly (readonly Position[])[];

/** Even-odd ray casting over all rings, so a hole takes its area out. */
function inside(lon: number, lat: number, rings: Rings): boolean {
  let odd = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as Position as [number, number];
      const [xj, yj] = ring[j] as Position as [number, number];
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) odd = !odd;
    }
  }
  return odd;
}

function polygonsOf(geometry: { type: string; coordinates: unknown }): Rings[] {
  if (geometry.type === 'Polygon') return [geometry.coordinates as Rings];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as Rings[];
  return [];
}

let areas: { cls: string; rings: Rings }[] = [];
const classAt = (lat: number, lon: number): string[] =>
  areas.filter((area) => inside(lon, lat, area.rings)).map((area) => area.cls);

beforeAll(async () => {
  const { collection } = await readNisChart(demoChartZip());
  areas = collection.features.flatMap((feature) =>
    polygonsOf(feature.geometry).map((rings) => ({ cls: feature.properties.class, rings })),
  );
});

describe('the demo ice chart lies at sea', () => {
  it.each([
    ['Longyearbyen', 78.22, 15.65],
    ['Nordaustlandet', 79.85, 22.0],
    ['Edgeøya', 77.8, 22.5],
    ['Barentsøya', 78.45, 21.2],
    ['Kong Karls Land', 78.88, 28.8],
    ['Kvitøya', 80.14, 32.5],
    ['Victoriaøya', 80.15, 36.9],
    ['Hopen', 76.55, 25.1],
    ['Bjørnøya', 74.43, 19.0],
  ])('leaves %s (%f N %f E) without ice', (_name, lat, lon) => {
    expect(classAt(lat, lon)).toEqual([]);
  });

  it.each([
    ['fast-ice', 77.9, 20.0],
    ['very-close-drift-ice', 80.5, 38],
    ['very-close-drift-ice', 81.5, 25],
    ['close-drift-ice', 79, 40],
    ['open-drift-ice', 78, 40],
    ['very-open-drift-ice', 77, 40],
    ['open-water', 76, 40],
    ['other', 74, 10],
  ])('covers the sea with %s at %f N %f E', (cls, lat, lon) => {
    expect(classAt(lat, lon)).toEqual([cls]);
  });

  it('neither holds a point of the base map land nor has a corner on land', () => {
    const landPath = new URL('../../../../basemap/data/land.geojson.gz', import.meta.url);
    const land = JSON.parse(gunzipSync(readFileSync(landPath)).toString('utf8')) as {
      features: { geometry: { type: string; coordinates: unknown } | null }[];
    };
    const corners = areas.flatMap((area) => area.rings.flat());
    const lons = corners.map((p) => p[0]!);
    const lats = corners.map((p) => p[1]!);
    const [west, east, south, north] = [
      Math.min(...lons),
      Math.max(...lons),
      Math.min(...lats),
      Math.max(...lats),
    ];
    const nearby = land.features
      .flatMap((feature) => (feature.geometry ? polygonsOf(feature.geometry) : []))
      .map((rings) => rings[0]!)
      .filter((ring) =>
        ring.some(([lon, lat]) => lon! >= west && lon! <= east && lat! >= south && lat! <= north),
      );
    // Spitsbergen, Nordaustlandet, Edgeøya and the islands east of them at least.
    expect(nearby.length).toBeGreaterThan(50);
    const landInIce = nearby.flatMap((ring) =>
      ring.filter(([lon, lat]) => classAt(lat!, lon!).length > 0),
    );
    expect(landInIce.slice(0, 5)).toEqual([]);
    const iceOnLand = corners.filter(([lon, lat]) =>
      nearby.some((ring) => inside(lon!, lat!, [ring])),
    );
    expect(iceOnLand.slice(0, 5)).toEqual([]);
    // Reading the whole base map's land takes seconds on a busy machine.
  }, 60_000);
});
