import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Upstream answers shared across a deployment: the process that polls the upstreams (the
 * lease holder) keeps each URL's last good answer here, and the other API processes read it
 * instead of asking the upstream themselves. One row per URL, replaced on each poll.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`CREATE TABLE upstream_answers (
    url text PRIMARY KEY, status integer NOT NULL, headers text NOT NULL,
    body ${sql.raw(postgres ? 'bytea' : 'BLOB')} NOT NULL, fetched_at ${sql.raw(
      postgres ? 'int8' : 'INTEGER',
    )} NOT NULL)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upstream_answers').execute();
}
