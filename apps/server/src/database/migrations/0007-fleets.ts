import type { Kysely } from 'kysely';

/**
 * Fleets (spec 02 §3, §7): one row per fleet, owned by one user (the caller's `userKey`,
 * issuer-qualified for an external issuer). The MMSIs are one JSON list because a fleet is
 * always read and written whole, and holds at most 500 of them (A18).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fleets')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_key', 'varchar(512)', (col) => col.notNull())
    .addColumn('name', 'varchar(400)', (col) => col.notNull())
    .addColumn('mmsis', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('fleets_user_key').on('fleets').column('user_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fleets').execute();
}
