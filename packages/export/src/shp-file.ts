// The geometry files of a shapefile (.shp and its index .shx), as the ESRI Shapefile
// Technical Description lays them out: a 100-byte header, then per record a big-endian
// record header and a little-endian shape. Written in one pass over preallocated buffers,
// linear in the number of vertices.

/** Shape types of the specification that Havkart writes. */
export const SHAPE_TYPES = { point: 1, polyline: 3, polygon: 5 } as const;
export type ShapeType = (typeof SHAPE_TYPES)[keyof typeof SHAPE_TYPES];

/** [x, y]: longitude, latitude in degrees. */
export type ShpCoordinate = readonly [number, number];
/** A point record's coordinate, or a line's or polygon's parts (rings). */
export type ShpRecord = ShpCoordinate | readonly (readonly ShpCoordinate[])[];

const HEADER_BYTES = 100;
const RECORD_HEADER_BYTES = 8;

interface Box {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}

function boxOf(coordinates: Iterable<ShpCoordinate>): Box {
  const box = { xmin: Infinity, ymin: Infinity, xmax: -Infinity, ymax: -Infinity };
  for (const [x, y] of coordinates) {
    box.xmin = Math.min(box.xmin, x);
    box.ymin = Math.min(box.ymin, y);
    box.xmax = Math.max(box.xmax, x);
    box.ymax = Math.max(box.ymax, y);
  }
  return Number.isFinite(box.xmin) ? box : { xmin: 0, ymin: 0, xmax: 0, ymax: 0 };
}

function writeBox(view: DataView, offset: number, box: Box): void {
  view.setFloat64(offset, box.xmin, true);
  view.setFloat64(offset + 8, box.ymin, true);
  view.setFloat64(offset + 16, box.xmax, true);
  view.setFloat64(offset + 24, box.ymax, true);
}

function writeHeader(view: DataView, type: ShapeType, bytes: number, box: Box): void {
  view.setInt32(0, 9994); // file code, big-endian
  view.setInt32(24, bytes / 2); // file length in 16-bit words, big-endian
  view.setInt32(28, 1000, true); // version
  view.setInt32(32, type, true);
  writeBox(view, 36, box);
}

/** Bytes of a record's content (after its 8-byte header). */
function contentBytes(type: ShapeType, record: ShpRecord): number {
  if (type === SHAPE_TYPES.point) return 20;
  const parts = record as readonly (readonly ShpCoordinate[])[];
  const points = parts.reduce((sum, part) => sum + part.length, 0);
  return 44 + 4 * parts.length + 16 * points;
}

/** The .shp and .shx of `records`, all of one shape type. */
export function writeShp(
  type: ShapeType,
  records: readonly ShpRecord[],
): { shp: Uint8Array; shx: Uint8Array } {
  const sizes = records.map((record) => contentBytes(type, record));
  const shpBytes = sizes.reduce((sum, size) => sum + RECORD_HEADER_BYTES + size, HEADER_BYTES);
  const shxBytes = HEADER_BYTES + 8 * records.length;
  const shp = new DataView(new ArrayBuffer(shpBytes));
  const shx = new DataView(new ArrayBuffer(shxBytes));
  const all = function* () {
    for (const record of records) {
      if (type === SHAPE_TYPES.point) yield record as ShpCoordinate;
      else for (const part of record as readonly ShpCoordinate[][]) yield* part;
    }
  };
  const box = boxOf(all());
  writeHeader(shp, type, shpBytes, box);
  writeHeader(shx, type, shxBytes, box);

  let offset = HEADER_BYTES;
  records.forEach((record, index) => {
    const size = sizes[index]!;
    shx.setInt32(HEADER_BYTES + 8 * index, offset / 2);
    shx.setInt32(HEADER_BYTES + 8 * index + 4, size / 2);
    shp.setInt32(offset, index + 1); // record numbers start at 1
    shp.setInt32(offset + 4, size / 2);
    const content = offset + RECORD_HEADER_BYTES;
    shp.setInt32(content, type, true);
    if (type === SHAPE_TYPES.point) {
      const [x, y] = record as ShpCoordinate;
      shp.setFloat64(content + 4, x, true);
      shp.setFloat64(content + 12, y, true);
    } else {
      const parts = record as readonly (readonly ShpCoordinate[])[];
      writeBox(shp, content + 4, boxOf(parts.flat()));
      shp.setInt32(content + 36, parts.length, true);
      shp.setInt32(content + 40, (size - 44 - 4 * parts.length) / 16, true);
      let start = 0;
      let at = content + 44 + 4 * parts.length;
      parts.forEach((part, p) => {
        shp.setInt32(content + 44 + 4 * p, start, true);
        start += part.length;
        for (const [x, y] of part) {
          shp.setFloat64(at, x, true);
          shp.setFloat64(at + 8, y, true);
          at += 16;
        }
      });
    }
    offset += RECORD_HEADER_BYTES + size;
  });
  return { shp: new Uint8Array(shp.buffer), shx: new Uint8Array(shx.buffer) };
}
