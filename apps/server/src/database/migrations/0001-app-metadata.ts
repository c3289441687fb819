import type { Kysely } from 'kysely';

/**
 * Facts about this installation (when the database was created, by which version), so an
 * operator can tell which data a backup holds and the server can refuse a newer database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_metadata')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_metadata').execute();
}
