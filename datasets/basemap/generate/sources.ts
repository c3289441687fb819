// Reads the generator's inputs: the traced GSHHG land polygons, GMT's shoreline dump and
// Natural Earth land from world-atlas.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, LineString, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { BBox } from '../src/manifest.js';
import { splitAtAntimeridian } from './antimeridian.js';
import { clipPolygon, complementOf, ringAreaKm2, roundPolygon } from './geometry.js';
import type { CellSize } from './smooth.js';
import { cutCorners, simplifyRing } from './smooth.js';

/** A land polygon with its outer ring's area, km², kept for per-zoom filtering. */
export interface LandPolygon {
  readonly rings: Position[][];
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

// Douglas–Peucker tolerance after corner cutting, cells: removes the remaining kinks of
// irregular staircases while staying well inside the half-cell accuracy of the trace.
const SMOOTH_TOLERANCE_CELLS = 0.3;

/**
 * GSHHG-derived land polygons from the traced raster (GeoJSON text sequence of pixel
 * outlines), smoothed, clipped to `region` and rounded to 5 decimals (~1 m).
 */
export function readGshhgLand(path: string, region: BBox, cell: CellSize): LandPolygon[] {
  const out: LandPolygon[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    // GDAL writes RFC 8142 sequences: each record may start with an RS character.
    const text = (line.startsWith('\u001e') ? line.slice(1) : line).trim();
    if (!text) continue;
    const f = JSON.parse(text) as Feature;
    for (const rings of polygonsOf({ type: 'FeatureCollection', features: [f] })) {
      const smooth = rings.map((r) =>
        simplifyRing(cutCorners(r, cell), cell, SMOOTH_TOLERANCE_CELLS),
      );
      if (!smooth[0]?.length) continue;
      const clipped = clipPolygon(
        smooth.filter((r) => r.length),
        region,
      );
      if (!clipped) continue;
      const rounded = roundPolygon(clipped, 5).filter((r) => r.length >= 4);
      const outer = rounded[0];
      if (!outer) continue;
      out.push({ rings: rounded, areaKm2: ringAreaKm2(outer) });
    }
  }
  return out;
}

/** A shoreline polyline; `kind` says which water it borders. */
export type ShoreFeature = Feature<LineString, { kind: 'sea' | 'lake' }>;

/**
 * Parses `gmt coast -M` output: `>` headers ending in `Level N` (1 sea coast, 2 lake,
 * 3 island in lake, 4 pond) followed by `lon lat` lines.
 */
export function readShoreline(path: string): ShoreFeature[] {
  const out: ShoreFeature[] = [];
  let coords: Position[] = [];
  let level = 1;
  const flush = (): void => {
    if (coords.length >= 2) {
      out.push({
        type: 'Feature',
        properties: { kind: level === 1 ? 'sea' : 'lake' },
        geometry: { type: 'LineString', coordinates: coords },
      });
    }
    coords = [];
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('>')) {
      flush();
      const m = /Level\s+(\d)/.exec(line);
      level = m ? Number(m[1]) : 1;
    } else if (line.trim()) {
      const [x, y] = line.trim().split(/\s+/).map(Number);
      if (Number.isFinite(x) && Number.isFinite(y)) coords.push([x as number, y as number]);
    }
  }
  flush();
  return out;
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
