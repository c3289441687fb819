// Reads the generator's inputs: the GSHHG land polygons built by polygonize.py from GMT's
// full-resolution shoreline, and Natural Earth land from world-atlas.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, LineString, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { BBox } from '../src/manifest.js';
import { splitAtAntimeridian } from './antimeridian.js';
import { clipPolygon, complementOf, ringAreaKm2, roundPolygon } from './geometry.js';

/** A land polygon with its outer ring's area, km², kept for per-zoom filtering. */
export interface LandPolygon {
  readonly rings: Position[][];
  /** Per ring, the water it borders. */
  readonly kinds: readonly ShoreKind[];
  readonly areaKm2: number;
}

function polygonsOf(fc: FeatureCollection): Position[][][] {
  const out: Position[][][] = [];
  for (const f of fc.features) {
    const g = f.geometry;
    if (g?.type === 'Polygon') out.push(g.coordinates);
    else if (g?.type === 'MultiPolygon') out.push(...g.coordinates);
  }
  return out;
}

/** Which water a shoreline ring borders: the sea, or a lake or pond. */
export type ShoreKind = 'sea' | 'lake';

/**
 * GSHHG land polygons written by `polygonize.py` (GeoJSON text sequence; each polygon's
 * `properties.kinds` names the water each ring borders), clipped to `region` and rounded
 * to 5 decimals (~1 m). The polygons carry the shoreline's own vertices.
 */
export function readGshhgLand(path: string, region: BBox): LandPolygon[] {
  const out: LandPolygon[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const text = line.trim();
    if (!text) continue;
    const f = JSON.parse(text) as Feature<Polygon, { kinds: ShoreKind[] }>;
    const kinds = f.properties.kinds;
    const clipped = clipPolygon(f.geometry.coordinates, region);
    if (!clipped) continue;
    const rings: Position[][] = [];
    const ringKinds: ShoreKind[] = [];
    roundPolygon(clipped, 5).forEach((ring, i) => {
      if (ring.length < 4) return;
      rings.push(ring);
      ringKinds.push(kinds[i] ?? 'sea');
    });
    const outer = rings[0];
    if (!outer || ringKinds.length !== rings.length) continue;
    out.push({ rings, kinds: ringKinds, areaKm2: ringAreaKm2(outer) });
  }
  return out;
}

/** A shoreline polyline; `kind` says which water it borders. */
export type ShoreFeature = Feature<LineString, { kind: ShoreKind }>;

/** Twice the signed area of a lon/lat ring (positive when counter-clockwise, y north). */
function signedArea2(ring: Position[]): number {
  let sum = 0;
  for (let i = 1; i < ring.length; i++) {
    const [ax, ay] = ring[i - 1] as [number, number];
    const [bx, by] = ring[i] as [number, number];
    sum += ax * by - bx * ay;
  }
  return sum;
}

/**
 * The coastline as lines over exactly the polygons' rings, so the tiler simplifies and
 * quantises line and fill alike and they cannot drift apart. geojson-vt winds polygon
 * rings its own way before simplifying (outer rings clockwise and holes counter-clockwise
 * as seen on a north-up map), and Douglas–Peucker can keep other points when a ring is
 * walked backwards, so each line follows its ring in that same order. Stretches along the
 * region's edge are removed per tile (`tiler.ts`).
 */
export function shorelineOf(polygons: readonly LandPolygon[]): ShoreFeature[] {
  return polygons.flatMap((p) =>
    p.rings.map((ring, i): ShoreFeature => {
      const clockwise = signedArea2(ring) < 0;
      const wanted = i === 0;
      return {
        type: 'Feature',
        properties: { kind: p.kinds[i] ?? 'sea' },
        geometry: {
          type: 'LineString',
          coordinates: clockwise === wanted ? ring : [...ring].reverse(),
        },
      };
    }),
  );
}

const require = createRequire(import.meta.url);

/** Natural Earth land at `scale` from world-atlas, as polygons (whole world). */
export function readWorldLand(scale: '50m' | '10m'): Position[][][] {
  const topology = JSON.parse(
    readFileSync(require.resolve(`world-atlas/land-${scale}.json`), 'utf8'),
  ) as Topology;
  const land = topology.objects['land'];
  if (!land) throw new Error(`world-atlas land-${scale} has no "land" object`);
  const geo = feature(topology, land) as Feature | FeatureCollection;
  return polygonsOf(
    geo.type === 'FeatureCollection' ? geo : { type: 'FeatureCollection', features: [geo] },
  ).flatMap(splitAtAntimeridian);
}

/** World polygons with the region cut out, so they never overlap the GSHHG land. */
export function worldOutside(polygons: Position[][][], region: BBox): Position[][][] {
  const out: Position[][][] = [];
  for (const strip of complementOf(region)) {
    for (const rings of polygons) {
      const clipped = clipPolygon(rings, strip);
      if (clipped) out.push(clipped);
    }
  }
  return out;
}

/** Wraps polygons in a FeatureCollection without properties. */
export function polygonCollection(polygons: Position[][][]): FeatureCollection<Polygon> {
  return {
    type: 'FeatureCollection',
    features: polygons.map((coordinates) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates },
    })),
  };
}
