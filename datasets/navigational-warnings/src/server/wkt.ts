// Well-known text (WKT) geometries as the warnings feed writes its `position`: POINT,
// MULTIPOINT, LINESTRING, POLYGON and MULTIPOLYGON in longitude/latitude order, optionally
// with an EWKT `SRID=4326;` prefix. Anything else is refused with the reason, never guessed.
import type { Geometry, Position } from 'geojson';

/** A nested list of coordinates as the parentheses give it. */
type Nested = number[] | Nested[];

export class WktError extends Error {}

const TYPES = ['POINT', 'MULTIPOINT', 'LINESTRING', 'POLYGON', 'MULTIPOLYGON'] as const;

/** Splits `(1 2, (3 4))` into a tree: a leaf is the numbers of one position. */
function parseNested(text: string): Nested {
  let i = 0;
  const skip = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const list = (): Nested => {
    skip();
    if (text[i] !== '(') throw new WktError(`expected "(" at ${i}`);
    i++;
    const items: Nested[] = [];
    const numbers: number[] = [];
    for (;;) {
      skip();
      if (text[i] === '(') {
        if (numbers.length) throw new WktError(`expected "," at ${i}`);
        items.push(list());
      } else {
        const match = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(text.slice(i));
        if (!match) throw new WktError(`unexpected "${text.slice(i, i + 8)}" at ${i}`);
        numbers.push(Number(match[0]));
        i += match[0].length;
        skip();
        // Numbers of one position are separated by spaces, positions by commas.
        if (text[i] !== ',' && text[i] !== ')') continue;
        items.push(numbers.splice(0));
      }
      skip();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ')') {
        i++;
        break;
      }
      throw new WktError(`expected "," or ")" at ${i}`);
    }
    return items as Nested;
  };
  const tree = list();
  skip();
  if (i !== text.length) throw new WktError(`text after the geometry at ${i}`);
  return tree;
}

function position(value: Nested): Position {
  if (!value.every((n) => typeof n === 'number') || value.length < 2) {
    throw new WktError('a position needs two numbers');
  }
  const [lon, lat] = value as number[];
  if (!(Math.abs(lon!) <= 180 && Math.abs(lat!) <= 90)) {
    throw new WktError(`position ${lon} ${lat} is outside longitude/latitude`);
  }
  return [lon!, lat!];
}

function positions(value: Nested, min: number, what: string): Position[] {
  const list = (value as Nested[]).map(position);
  if (list.length < min) throw new WktError(`${what} needs at least ${min} positions`);
  return list;
}

/** A ring closed (first position repeated last) with at least four positions. */
function ring(value: Nested): Position[] {
  const list = positions(value, 3, 'a ring');
  const [first, last] = [list[0]!, list.at(-1)!];
  if (first[0] !== last[0] || first[1] !== last[1]) list.push([first[0]!, first[1]!]);
  if (list.length < 4) throw new WktError('a ring needs three distinct positions');
  return list;
}

function polygon(value: Nested): Position[][] {
  const rings = (value as Nested[]).map(ring);
  if (rings.length === 0) throw new WktError('a polygon needs a ring');
  return rings;
}

/** The GeoJSON geometry of a WKT text; throws {@link WktError} with the reason. */
export function parseWkt(text: string): Geometry {
  const trimmed = text.trim().replace(/^SRID=4326;\s*/i, '');
  const match = /^([A-Za-z]+)\s*(.*)$/s.exec(trimmed);
  const type = match?.[1]?.toUpperCase() as (typeof TYPES)[number] | undefined;
  if (!match || !type || !TYPES.includes(type)) {
    throw new WktError(`unsupported geometry "${trimmed.slice(0, 20)}"`);
  }
  const body = match[2]!.trim();
  if (/^EMPTY$/i.test(body)) throw new WktError('empty geometry');
  const tree = parseNested(body);
  switch (type) {
    case 'POINT':
      return { type: 'Point', coordinates: position((tree as Nested[])[0] ?? []) };
    case 'MULTIPOINT':
      // Both `MULTIPOINT (1 2, 3 4)` and `MULTIPOINT ((1 2), (3 4))` occur.
      return {
        type: 'MultiPoint',
        coordinates: (tree as Nested[]).map((item) =>
          position(typeof item[0] === 'number' ? item : ((item as Nested[])[0] ?? [])),
        ),
      };
    case 'LINESTRING':
      return { type: 'LineString', coordinates: positions(tree, 2, 'a line') };
    case 'POLYGON':
      return { type: 'Polygon', coordinates: polygon(tree) };
    case 'MULTIPOLYGON':
      return { type: 'MultiPolygon', coordinates: (tree as Nested[]).map(polygon) };
  }
}
