// Reads the WKT geometries BarentsWatch puts in `geometryWKT` (older clients read that
// field instead of `geometry`): POINT, LINESTRING and their MULTI forms, the shapes gear
// is reported as. Anything else throws, and the record is skipped.
import type { Geometry, Position } from 'geojson';

function positions(text: string): Position[] {
  return text.split(',').map((pair) => {
    const [lon, lat, ...rest] = pair.trim().split(/\s+/).map(Number);
    if (rest.length > 1 || !Number.isFinite(lon) || !Number.isFinite(lat)) {
      throw new Error(`not a WKT position: "${pair.trim()}"`);
    }
    return [lon!, lat!];
  });
}

/** The parts inside the outer parentheses of a MULTI geometry: `(a, b), (c)` → `a, b` / `c`. */
function parts(text: string): string[] {
  const found = [...text.matchAll(/\(([^()]*)\)/g)].map((m) => m[1]!);
  if (found.length === 0) return text.split(',').map((s) => s.trim());
  return found;
}

export function parseWkt(wkt: string): Geometry {
  const match = /^\s*(MULTIPOINT|MULTILINESTRING|POINT|LINESTRING)\s*(?:Z\s*)?\((.*)\)\s*$/is.exec(
    wkt,
  );
  if (!match) throw new Error(`unsupported WKT: "${wkt.slice(0, 40)}"`);
  const type = match[1]!.toUpperCase();
  const body = match[2]!;
  switch (type) {
    case 'POINT': {
      const [point, ...more] = positions(body);
      if (!point || more.length) throw new Error('a WKT POINT has one position');
      return { type: 'Point', coordinates: point };
    }
    case 'LINESTRING': {
      const line = positions(body);
      if (line.length < 2) throw new Error('a WKT LINESTRING has two positions or more');
      return { type: 'LineString', coordinates: line };
    }
    case 'MULTIPOINT':
      return { type: 'MultiPoint', coordinates: parts(body).flatMap(positions) };
    default:
      return { type: 'MultiLineString', coordinates: parts(body).map(positions) };
  }
}
