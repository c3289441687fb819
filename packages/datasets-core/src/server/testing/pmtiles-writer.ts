// Writes a small PMTiles v3 archive (header, root directory, JSON metadata, tile data), so
// tests read a real archive without shipping one. Uncompressed directories and metadata,
// gzip tiles, one entry per tile.
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';
import { fromGeojsonVt } from 'vt-pbf';

function varint(value: number, out: number[]): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

export interface PmtilesInput {
  /** MVT bytes (not compressed) by `z/x/y`. */
  readonly tiles: ReadonlyMap<string, Uint8Array>;
  readonly metadata: Record<string, unknown>;
  readonly minZoom: number;
  readonly maxZoom: number;
}

export function writePmtiles(input: PmtilesInput): Buffer {
  const entries = [...input.tiles].map(([key, mvt]) => {
    const [z, x, y] = key.split('/').map(Number) as [number, number, number];
    return { tileId: zxyToTileId(z, x, y), data: gzipSync(mvt) };
  });
  entries.sort((a, b) => a.tileId - b.tileId);
  const dir: number[] = [];
  varint(entries.length, dir);
  let last = 0;
  for (const e of entries) {
    varint(e.tileId - last, dir);
    last = e.tileId;
  }
  for (let i = 0; i < entries.length; i++) varint(1, dir); // run lengths
  for (const e of entries) varint(e.data.length, dir);
  let offset = 0;
  entries.forEach((e, i) => {
    // 0 means "right after the previous tile"; otherwise offset + 1.
    varint(i > 0 ? 0 : offset + 1, dir);
    offset += e.data.length;
  });
  const root = Buffer.from(dir);
  const metadata = Buffer.from(JSON.stringify(input.metadata));
  const tileData = Buffer.concat(entries.map((e) => e.data));

  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (at: number, value: number) => header.writeBigUInt64LE(BigInt(value), at);
  const rootOffset = 127;
  const metadataOffset = rootOffset + root.length;
  const tileOffset = metadataOffset + metadata.length;
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tileOffset); // no leaf directories
  u64(48, 0);
  u64(56, tileOffset);
  u64(64, tileData.length);
  u64(72, entries.length);
  u64(80, entries.length);
  u64(88, entries.length);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(2, 98); // tile compression: gzip
  header.writeUInt8(1, 99); // tile type: MVT
  header.writeUInt8(input.minZoom, 100);
  header.writeUInt8(input.maxZoom, 101);
  header.writeInt32LE(-180e7, 102);
  header.writeInt32LE(-85e7, 106);
  header.writeInt32LE(180e7, 110);
  header.writeInt32LE(85e7, 114);
  header.writeUInt8(input.minZoom, 118);
  return Buffer.concat([header, root, metadata, tileData]);
}

/** An MVT (not compressed) with one layer holding one point with the given properties. */
export function pointTile(layer: string, tags: Record<string, string | number>): Uint8Array {
  return fromGeojsonVt(
    { [layer]: { features: [{ type: 1, tags, geometry: [[100, 200]] }] } },
    { version: 2, extent: 4096 },
  );
}
