/**
 * Loads land polygons for checking that simulated traffic stays at sea: the GSHHG-derived
 * mask from the base-map dataset when it has been built, else Natural Earth 1:10m land from
 * the `world-atlas` package (coarser: small islands and narrow sounds are smoothed away).
 * Only tests and route checks use this; the simulator itself carries no land data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Ring } from './land.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Where the rings came from. */
export type LandSourceName = 'gshhg' | 'world-atlas-10m';

export interface LandSource {
  name: LandSourceName;
  rings: Ring[];
}

interface GeoJsonGeometry {
  type: string;
  coordinates?: unknown;
  geometries?: GeoJsonGeometry[];
}

function geoJsonRings(geometry: GeoJsonGeometry | null | undefined, out: Ring[]): void {
  if (!geometry) return;
  if (geometry.type === 'Polygon') out.push(...(geometry.coordinates as Ring[]));
  else if (geometry.type === 'MultiPolygon') {
    for (const polygon of geometry.coordinates as Ring[][]) out.push(...polygon);
  } else if (geometry.type === 'GeometryCollection') {
    for (const g of geometry.geometries ?? []) geoJsonRings(g, out);
  }
}

function readGeoJson(path: string): Ring[] {
  const doc = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as {
    type: string;
    features?: { geometry: GeoJsonGeometry | null }[];
  } & GeoJsonGeometry;
  const rings: Ring[] = [];
  if (doc.features) for (const f of doc.features) geoJsonRings(f.geometry, rings);
  else geoJsonRings(doc, rings);
  return rings;
}

interface Topology {
  transform?: { scale: [number, number]; translate: [number, number] };
  arcs: number[][][];
  objects: Record<string, { type: string; geometries?: TopoGeometry[] } & TopoGeometry>;
}
interface TopoGeometry {
  type: string;
  arcs?: number[][] | number[][][];
}

/** Decodes quantised, delta-encoded TopoJSON arcs and stitches them into rings. */
function readTopoJson(path: string): Ring[] {
  const topo = JSON.parse(readFileSync(path, 'utf8')) as Topology;
  const [sx, sy] = topo.transform?.scale ?? [1, 1];
  const [tx, ty] = topo.transform?.translate ?? [0, 0];
  const arcs = topo.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx = 0, dy = 0]) => {
      if (topo.transform) {
        x += dx;
        y += dy;
        return [x * sx + tx, y * sy + ty] as const;
      }
      return [dx, dy] as const;
    });
  });
  const ring = (indexes: number[]): Ring => {
    const points: (readonly [number, number])[] = [];
    for (const index of indexes) {
      const arc = index < 0 ? arcs[~index]!.slice().reverse() : arcs[index]!;
      points.push(...(points.length > 0 ? arc.slice(1) : arc));
    }
    return points;
  };
  const rings: Ring[] = [];
  const visit = (g: TopoGeometry & { geometries?: TopoGeometry[] }): void => {
    if (g.type === 'Polygon') for (const r of g.arcs as number[][]) rings.push(ring(r));
    else if (g.type === 'MultiPolygon') {
      for (const p of g.arcs as number[][][]) for (const r of p) rings.push(ring(r));
    } else if (g.type === 'GeometryCollection') for (const c of g.geometries ?? []) visit(c);
  };
  for (const object of Object.values(topo.objects)) visit(object);
  return rings;
}

/** The best available land polygons, or undefined when neither source is present. */
export function loadLand(): LandSource | undefined {
  const gshhg = `${repoRoot}datasets/basemap/data/land.geojson.gz`;
  if (existsSync(gshhg)) return { name: 'gshhg', rings: readGeoJson(gshhg) };
  const natural = `${repoRoot}node_modules/world-atlas/land-10m.json`;
  if (existsSync(natural)) return { name: 'world-atlas-10m', rings: readTopoJson(natural) };
  return undefined;
}
