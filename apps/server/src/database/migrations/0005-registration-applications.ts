import type { Kysely } from 'kysely';

/**
 * Self-registration with mailed activation, access applications and the fishing-vessel
 * register they name, and the administrators' audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registrations')
    .addColumn('email', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('first_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('country_code', 'varchar(8)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('token_expires_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('activated_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_by', 'varchar(64)')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('applications_user')
    .on('applications')
    .columns(['user_id', 'kind'])
    .execute();
  await db.schema.createIndex('applications_status').on('applications').column('status').execute();

  await db.schema
    .createTable('fishing_vessels')
    .addColumn('vessel_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('call_sign', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('mmsi', 'bigint')
    .addColumn('registration_mark', 'varchar(40)')
    .addColumn('licensed', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addColumn('actor_id', 'varchar(320)', (col) => col.notNull())
    .addColumn('actor_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('target', 'varchar(320)')
    .addColumn('details', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_at').on('admin_audit').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['admin_audit', 'fishing_vessels', 'applications', 'registrations']) {
    await db.schema.dropTable(table).execute();
  }
}
