import type { Kysely } from 'kysely';

/**
 * FiskInfo reports (spec 01 §3–§7, A03): the gear vessels report here, every change report
 * keyed by the id its sender gave it (so a resend finds the first answer), sensors, lost gear
 * an administrator marked recovered, and drifting-object reports. Times are ISO 8601 text and
 * geometries GeoJSON text, as in the other tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fishing_tools')
    .addColumn('tool_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('vessel_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('user_key', 'varchar(512)', (col) => col.notNull())
    .addColumn('tool_type_code', 'varchar(32)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('geometry', 'text', (col) => col.notNull())
    .addColumn('setup_time', 'varchar(40)')
    .addColumn('lost_time', 'varchar(40)')
    .addColumn('removed_time', 'varchar(40)')
    .addColumn('last_changed', 'varchar(40)', (col) => col.notNull())
    .addColumn('net_length', 'real')
    .addColumn('comment', 'text')
    .addColumn('vessel', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('fishing_tools_vessel')
    .on('fishing_tools')
    .column('vessel_id')
    .execute();
  await db.schema
    .createIndex('fishing_tools_status')
    .on('fishing_tools')
    .column('status')
    .execute();

  await db.schema
    .createTable('fishing_changes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_key', 'varchar(512)', (col) => col.notNull())
    .addColumn('vessel_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('tool_id', 'varchar(64)')
    .addColumn('status_code', 'integer', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('report', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('fishing_changes_vessel')
    .on('fishing_changes')
    .column('vessel_id')
    .execute();

  await db.schema
    .createTable('sensor_deployments')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_key', 'varchar(512)', (col) => col.notNull())
    .addColumn('sensor_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('geometry', 'text', (col) => col.notNull())
    .addColumn('setup_time', 'varchar(40)', (col) => col.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sensor_deployments_user')
    .on('sensor_deployments')
    .column('user_key')
    .execute();

  await db.schema
    .createTable('lost_gear_recoveries')
    .addColumn('tool_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_key', 'varchar(512)', (col) => col.notNull())
    .addColumn('recovered_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('container_reports')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_key', 'varchar(512)', (col) => col.notNull())
    .addColumn('report', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'container_reports',
    'lost_gear_recoveries',
    'sensor_deployments',
    'fishing_changes',
    'fishing_tools',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
