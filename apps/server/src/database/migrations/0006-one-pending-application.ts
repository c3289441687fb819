import { sql, type Kysely } from 'kysely';

/**
 * At most one pending application of a kind per user, held by the database itself: two
 * submits at the same moment on PostgreSQL could otherwise both pass the check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('applications_one_pending')
    .unique()
    .on('applications')
    .columns(['user_id', 'kind'])
    .where(sql.ref('status'), '=', 'Pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_one_pending').execute();
}
