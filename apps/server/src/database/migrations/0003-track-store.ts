import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The track store (see apps/server/src/tracks): a hot table of single positions for the last
 * seconds, and chunks holding one vessel's delta-coded positions over up to an hour each.
 * Positions are whole numbers at AIS resolution (1/600,000 degree, 0.1 knot, 0.1 degree).
 *
 * Indexes: (mmsi, t_first) for one vessel over time; (t_first, t_last, bbox) for every
 * vessel in an area over time, answered from the index without reading chunk blobs that
 * lie outside the box.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`CREATE TABLE track_hot (
      id bigserial PRIMARY KEY, mmsi int4 NOT NULL, t int8 NOT NULL, lat int4 NOT NULL,
      lon int4 NOT NULL, sog int2 NOT NULL, cog int2 NOT NULL, hdg int2 NOT NULL)`.execute(db);
    // Chunks stay below a page, so keep them inline rather than in TOAST; retention and
    // thinning rewrite and delete rows, so vacuum soon enough that their space is reused.
    await sql`CREATE TABLE track_chunk (
      id bigserial PRIMARY KEY, mmsi int4 NOT NULL, t_first int8 NOT NULL, t_last int8 NOT NULL,
      n int4 NOT NULL, min_lat int4 NOT NULL, max_lat int4 NOT NULL, min_lon int4 NOT NULL,
      max_lon int4 NOT NULL, thinned boolean NOT NULL DEFAULT false, points bytea NOT NULL)
      WITH (toast_tuple_target = 8160, autovacuum_vacuum_scale_factor = 0.01,
            autovacuum_vacuum_threshold = 1000)`.execute(db);
    await sql`ALTER TABLE track_chunk ALTER COLUMN points SET STORAGE MAIN`.execute(db);
  } else {
    await sql`CREATE TABLE track_hot (
      id INTEGER PRIMARY KEY, mmsi INTEGER NOT NULL, t INTEGER NOT NULL, lat INTEGER NOT NULL,
      lon INTEGER NOT NULL, sog INTEGER NOT NULL, cog INTEGER NOT NULL, hdg INTEGER NOT NULL)`.execute(
      db,
    );
    await sql`CREATE TABLE track_chunk (
      id INTEGER PRIMARY KEY, mmsi INTEGER NOT NULL, t_first INTEGER NOT NULL,
      t_last INTEGER NOT NULL, n INTEGER NOT NULL, min_lat INTEGER NOT NULL,
      max_lat INTEGER NOT NULL, min_lon INTEGER NOT NULL, max_lon INTEGER NOT NULL,
      thinned INTEGER NOT NULL DEFAULT 0, points BLOB NOT NULL)`.execute(db);
  }
  await sql`CREATE INDEX track_hot_vessel ON track_hot (mmsi, t)`.execute(db);
  await sql`CREATE INDEX track_chunk_vessel ON track_chunk (mmsi, t_first)`.execute(db);
  await sql`CREATE INDEX track_chunk_time ON track_chunk
    (t_first, t_last, min_lat, max_lat, min_lon, max_lon)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE track_chunk`.execute(db);
  await sql`DROP TABLE track_hot`.execute(db);
}
