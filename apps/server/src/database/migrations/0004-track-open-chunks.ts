import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Open track chunks in a table of their own: each vessel's newest chunk grows at every
 * compaction, and rewriting it among the closed chunks left dead row versions and index
 * entries behind on PostgreSQL (hundreds of bytes per position) and fragmented pages on
 * SQLite. Here a vessel has one row, keyed by MMSI; a chunk moves to `track_chunk` once,
 * when it is full or its hour has passed, and is never rewritten there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Half-empty pages leave room for the grown row beside the old one (a HOT update, no
    // index entry), and the old versions are pruned in place; vacuum it often, it is small.
    await sql`CREATE TABLE track_open (
      mmsi int4 PRIMARY KEY, t_first int8 NOT NULL, t_last int8 NOT NULL, n int4 NOT NULL,
      min_lat int4 NOT NULL, max_lat int4 NOT NULL, min_lon int4 NOT NULL,
      max_lon int4 NOT NULL, points bytea NOT NULL)
      WITH (fillfactor = 50, toast_tuple_target = 8160, autovacuum_vacuum_scale_factor = 0,
            autovacuum_vacuum_threshold = 500)`.execute(db);
    await sql`ALTER TABLE track_open ALTER COLUMN points SET STORAGE MAIN`.execute(db);
  } else {
    await sql`CREATE TABLE track_open (
      mmsi INTEGER PRIMARY KEY, t_first INTEGER NOT NULL, t_last INTEGER NOT NULL,
      n INTEGER NOT NULL, min_lat INTEGER NOT NULL, max_lat INTEGER NOT NULL,
      min_lon INTEGER NOT NULL, max_lon INTEGER NOT NULL, points BLOB NOT NULL)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE track_open`.execute(db);
}
