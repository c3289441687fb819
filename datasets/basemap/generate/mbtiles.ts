// Writes an MBTiles 1.3 file: `metadata`, plus `map`/`images` so identical tiles (open
// sea edges, all-land squares) are stored once, exposed through the standard `tiles` view.
// Integer tile ids rather than hash strings: the map table has a row per land tile at
// every zoom, and it dominates the file size at z13–14.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';

/** Incremental MBTiles writer; call {@link MbtilesWriter.finish} to commit. */
export class MbtilesWriter {
  private readonly db: Database.Database;
  private readonly insertImage: Database.Statement;
  private readonly insertMap: Database.Statement;
  /** SHA-256 of each stored blob → its integer tile_id. */
  private readonly known = new Map<string, number>();
  /** Tiles written per zoom level (including duplicates). */
  readonly countsByZoom = new Map<number, number>();
  /** Distinct tile blobs stored. */
  uniqueTiles = 0;

  constructor(path: string) {
    rmSync(path, { force: true });
    this.db = new Database(path);
    // Large pages pack many small tiles per page instead of spilling each one onto a
    // half-empty overflow page; readers only ever fetch a handful of pages per tile.
    this.db.pragma('page_size = 65536');
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.exec(`
      CREATE TABLE metadata (name TEXT NOT NULL PRIMARY KEY, value TEXT);
      CREATE TABLE images (tile_id INTEGER NOT NULL PRIMARY KEY, tile_data BLOB NOT NULL);
      CREATE TABLE map (
        zoom_level INTEGER NOT NULL, tile_column INTEGER NOT NULL, tile_row INTEGER NOT NULL,
        tile_id INTEGER NOT NULL,
        PRIMARY KEY (zoom_level, tile_column, tile_row)
      ) WITHOUT ROWID;
      CREATE VIEW tiles AS
        SELECT map.zoom_level AS zoom_level, map.tile_column AS tile_column,
               map.tile_row AS tile_row, images.tile_data AS tile_data
        FROM map JOIN images ON images.tile_id = map.tile_id;
    `);
    this.insertImage = this.db.prepare('INSERT INTO images (tile_id, tile_data) VALUES (?, ?)');
    this.insertMap = this.db.prepare(
      'INSERT INTO map (zoom_level, tile_column, tile_row, tile_id) VALUES (?, ?, ?, ?)',
    );
    this.db.exec('BEGIN');
  }

  /** Stores a gzip-compressed MVT for XYZ tile z/x/y (converted to TMS rows here). */
  put(z: number, x: number, y: number, gzipped: Buffer): void {
    const hash = createHash('sha256').update(gzipped).digest('base64');
    let id = this.known.get(hash);
    if (id === undefined) {
      id = ++this.uniqueTiles;
      this.known.set(hash, id);
      this.insertImage.run(id, gzipped);
    }
    this.insertMap.run(z, x, (1 << z) - 1 - y, id);
    this.countsByZoom.set(z, (this.countsByZoom.get(z) ?? 0) + 1);
  }

  /** Writes the metadata rows, commits and compacts the file. */
  finish(metadata: Record<string, string>): void {
    const insert = this.db.prepare('INSERT INTO metadata (name, value) VALUES (?, ?)');
    for (const [k, v] of Object.entries(metadata)) insert.run(k, v);
    this.db.exec('COMMIT');
    this.db.exec('ANALYZE');
    this.db.exec('VACUUM');
    this.db.close();
  }
}
