// The smallest shapefile writer the demo chart needs: polygons (.shp, .shx), one text column
// per attribute (.dbf) and the projection (.prj), after the ESRI Shapefile Technical
// Description (1998) and the dBASE III table layout.

/** A polygon record: its rings, outer rings clockwise, holes counter-clockwise. */
export type ShapeRings = readonly (readonly (readonly [number, number])[])[];

const POLYGON = 5;
const HEADER_BYTES = 100;

function header(view: DataView, fileBytes: number, box: readonly number[]): void {
  view.setInt32(0, 9994, false);
  view.setInt32(24, fileBytes / 2, false);
  view.setInt32(28, 1000, true);
  view.setInt32(32, POLYGON, true);
  box.forEach((value, i) => view.setFloat64(36 + 8 * i, value, true));
}

function boxOf(points: readonly (readonly [number, number])[]): number[] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** The .shp and .shx of polygon records. */
export function writePolygons(records: readonly ShapeRings[]): {
  shp: Uint8Array;
  shx: Uint8Array;
} {
  const contents = records.map((rings) => 44 + 4 * rings.length + 16 * rings.flat().length);
  const shpBytes = HEADER_BYTES + contents.reduce((sum, bytes) => sum + 8 + bytes, 0);
  const shp = new DataView(new ArrayBuffer(shpBytes));
  const shx = new DataView(new ArrayBuffer(HEADER_BYTES + 8 * records.length));
  const box = boxOf(records.flatMap((rings) => rings.flat()));
  header(shp, shpBytes, box);
  header(shx, shx.byteLength, box);
  let offset = HEADER_BYTES;
  records.forEach((rings, index) => {
    const bytes = contents[index] as number;
    shx.setInt32(HEADER_BYTES + 8 * index, offset / 2, false);
    shx.setInt32(HEADER_BYTES + 8 * index + 4, bytes / 2, false);
    shp.setInt32(offset, index + 1, false);
    shp.setInt32(offset + 4, bytes / 2, false);
    let at = offset + 8;
    shp.setInt32(at, POLYGON, true);
    boxOf(rings.flat()).forEach((value, i) => shp.setFloat64(at + 4 + 8 * i, value, true));
    shp.setInt32(at + 36, rings.length, true);
    shp.setInt32(at + 40, rings.flat().length, true);
    at += 44;
    let start = 0;
    for (const ring of rings) {
      shp.setInt32(at, start, true);
      at += 4;
      start += ring.length;
    }
    for (const [x, y] of rings.flat()) {
      shp.setFloat64(at, x, true);
      shp.setFloat64(at + 8, y, true);
      at += 16;
    }
    offset += 8 + bytes;
  });
  return { shp: new Uint8Array(shp.buffer), shx: new Uint8Array(shx.buffer) };
}

/** A .dbf of text columns (ASCII values), each as wide as its longest value. */
export function writeTable(rows: readonly Readonly<Record<string, string>>[]): Uint8Array {
  const names = Object.keys(rows[0] ?? {});
  const widths = names.map((name) => Math.max(1, ...rows.map((row) => (row[name] ?? '').length)));
  const headerBytes = 32 + 32 * names.length + 1;
  const recordBytes = 1 + widths.reduce((sum, width) => sum + width, 0);
  const bytes = new Uint8Array(headerBytes + recordBytes * rows.length + 1);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x03;
  // A fixed last-update date keeps the generated file the same on every run.
  bytes.set([126, 1, 1], 1);
  view.setUint32(4, rows.length, true);
  view.setUint16(8, headerBytes, true);
  view.setUint16(10, recordBytes, true);
  const ascii = (text: string, at: number) => bytes.set(Buffer.from(text, 'latin1'), at);
  names.forEach((name, i) => {
    ascii(name.slice(0, 10), 32 + 32 * i);
    ascii('C', 32 + 32 * i + 11);
    bytes[32 + 32 * i + 16] = widths[i] as number;
  });
  bytes[headerBytes - 1] = 0x0d;
  rows.forEach((row, r) => {
    let at = headerBytes + recordBytes * r;
    ascii(' ', at++);
    names.forEach((name, i) => {
      const width = widths[i] as number;
      ascii((row[name] ?? '').padEnd(width, ' '), at);
      at += width;
    });
  });
  bytes[bytes.length - 1] = 0x1a;
  return bytes;
}
