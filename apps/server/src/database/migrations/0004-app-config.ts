import type { Kysely } from 'kysely';

/**
 * App configuration per app variant (desk notification, news, how-to cards), changed by
 * administrators through the API; one row per variant plus one for the global notification.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_config')
    .addColumn('app_name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(320)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_config').execute();
}
