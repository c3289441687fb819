import type { StoredPoint } from './track-point.js';

/**
 * The chunk codec: one vessel's points in time order, each field written as the zig-zag
 * varint of its difference from the previous point. Consecutive AIS reports differ by a few
 * seconds and a few hundred position units, so a point takes 7–9 bytes instead of the
 * 40-odd a row per position costs. A blob starts with a format byte and is self-contained:
 * the first point is coded against zeros.
 */

const FORMAT = 1;

/** Bytes a zig-zag varint of `value` takes. */
function varintSize(zigzag: number): number {
  let size = 1;
  while (zigzag >= 128) {
    zigzag = Math.floor(zigzag / 128);
    size++;
  }
  return size;
}

/** Signed to unsigned, small magnitudes to small numbers; arithmetic, so it holds past 2^31. */
function zigzag(value: number): number {
  return value >= 0 ? value * 2 : -value * 2 - 1;
}

function unzigzag(value: number): number {
  return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
}

function fieldDeltas(point: StoredPoint, previous: StoredPoint): number[] {
  return [
    zigzag(point.t - previous.t),
    zigzag(point.lat - previous.lat),
    zigzag(point.lon - previous.lon),
    zigzag(point.sog - previous.sog),
    zigzag(point.cog - previous.cog),
    zigzag(point.hdg - previous.hdg),
  ];
}

const ORIGIN: StoredPoint = { t: 0, lat: 0, lon: 0, sog: 0, cog: 0, hdg: 0 };

/** Encodes points (already in time order) into a chunk blob. */
export function encodeChunk(points: readonly StoredPoint[]): Uint8Array {
  const deltas: number[] = [];
  let size = 1;
  let previous = ORIGIN;
  for (const point of points) {
    for (const delta of fieldDeltas(point, previous)) {
      deltas.push(delta);
      size += varintSize(delta);
    }
    previous = point;
  }
  const out = new Uint8Array(size);
  out[0] = FORMAT;
  let at = 1;
  for (let value of deltas) {
    while (value >= 128) {
      out[at++] = (value % 128) | 128;
      value = Math.floor(value / 128);
    }
    out[at++] = value;
  }
  return out;
}

/** Decodes a chunk blob; throws on a format it does not know or a truncated blob. */
export function decodeChunk(blob: Uint8Array): StoredPoint[] {
  // Every field takes at least one byte, so the blob's length bounds the columns needed.
  const target: ChunkColumns = { columns: new Float64Array(Math.max(6, blob.length - 1)) };
  const count = decodeChunkColumns(blob, target);
  const c = target.columns;
  const points: StoredPoint[] = [];
  for (let o = 0; o < count * 6; o += 6) {
    points.push({
      t: c[o]!,
      lat: c[o + 1]!,
      lon: c[o + 2]!,
      sog: c[o + 3]!,
      cog: c[o + 4]!,
      hdg: c[o + 5]!,
    });
  }
  return points;
}

/** Where {@link decodeChunkColumns} writes: six numbers a point, grown when a chunk needs more. */
export interface ChunkColumns {
  columns: Float64Array;
}

/**
 * Decodes a chunk blob as {@link decodeChunk} does, but into `target.columns` (t, lat, lon,
 * sog, cog, hdg per point) instead of an object per point: an area scan decodes hundreds of
 * thousands of chunks, and their points as objects kept the garbage collector busy. Returns
 * the number of points.
 */
export function decodeChunkColumns(blob: Uint8Array, target: ChunkColumns): number {
  if (blob.length === 0) return 0;
  if (blob[0] !== FORMAT) throw new Error(`unknown track chunk format ${blob[0]}`);
  let out = target.columns;
  let t = 0;
  let lat = 0;
  let lon = 0;
  let sog = 0;
  let cog = 0;
  let hdg = 0;
  let at = 1;
  let field = 0;
  let count = 0;
  while (at < blob.length) {
    let value = 0;
    let scale = 1;
    let byte: number;
    do {
      if (at >= blob.length) throw new Error('truncated track chunk');
      byte = blob[at++]!;
      value += (byte & 127) * scale;
      scale *= 128;
    } while (byte >= 128);
    const delta = unzigzag(value);
    switch (field) {
      case 0:
        t += delta;
        break;
      case 1:
        lat += delta;
        break;
      case 2:
        lon += delta;
        break;
      case 3:
        sog += delta;
        break;
      case 4:
        cog += delta;
        break;
      default:
        hdg += delta;
    }
    if (++field === 6) {
      if ((count + 1) * 6 > out.length) {
        const grown = new Float64Array(out.length * 2);
        grown.set(out);
        out = target.columns = grown;
      }
      const o = count * 6;
      out[o] = t;
      out[o + 1] = lat;
      out[o + 2] = lon;
      out[o + 3] = sog;
      out[o + 4] = cog;
      out[o + 5] = hdg;
      count++;
      field = 0;
    }
  }
  if (field !== 0) throw new Error('truncated track chunk');
  return count;
}
