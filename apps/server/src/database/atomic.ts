import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Read-modify-write of a row that two requests can change at once (a user's grants and
 * profile, an application's status) goes through here, so an administrator's decision and a
 * user's own edit never overwrite each other.
 *
 * - PostgreSQL: one transaction; rows read with `lockForUpdate` stay locked until commit, so
 *   the second writer reads what the first wrote.
 * - SQLite: `BEGIN IMMEDIATE` takes the write lock before the first read, so no other
 *   connection (another process on the same file) can write between our read and write;
 *   inside this process Kysely hands the one connection to a single caller at a time.
 *
 * Lock order, to rule out deadlocks: the user row first, then that user's applications.
 */
export async function atomically<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/**
 * A select inside `atomically` that locks the rows it reads (PostgreSQL `FOR UPDATE`).
 * SQLite has no row locks and needs none: its write transaction already excludes others.
 */
export function lockForUpdate<Query extends { forUpdate(): Query }>(
  db: Kysely<Database>,
  query: Query,
): Query {
  return isPostgres(db) ? query.forUpdate() : query;
}

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
