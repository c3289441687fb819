import type { Kysely } from 'kysely';

/**
 * Alert zones and their alerts (spec 02 §3, §7; A66): a zone belongs to one user on one
 * alerting base (open or restricted); alerts are kept 30 days, with when each was mailed, and
 * each zone remembers its last digest so a restart neither skips nor repeats one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_zones')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_key', 'varchar(512)', (col) => col.notNull())
    .addColumn('access', 'varchar(16)', (col) => col.notNull())
    .addColumn('name', 'varchar(400)', (col) => col.notNull())
    .addColumn('geometry', 'text', (col) => col.notNull())
    .addColumn('country_codes', 'text', (col) => col.notNull())
    .addColumn('mmsi_categories', 'text', (col) => col.notNull())
    .addColumn('ship_types', 'text', (col) => col.notNull())
    .addColumn('frequency', 'varchar(32)', (col) => col.notNull())
    .addColumn('mail', 'integer', (col) => col.notNull())
    .addColumn('mail_to', 'varchar(320)')
    .addColumn('geo_filter', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_digest_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('alert_zones_user').on('alert_zones').column('user_key').execute();
  await db.schema
    .createTable('zone_alerts')
    .addColumn('id', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('zone_id', 'varchar(36)')
    .addColumn('user_key', 'varchar(512)')
    .addColumn('time', 'varchar(32)', (col) => col.notNull())
    .addColumn('mmsi', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(100)')
    .addColumn('ship_type', 'integer')
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('mailed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('zone_alerts_zone_time')
    .on('zone_alerts')
    .columns(['zone_id', 'time'])
    .execute();
  await db.schema.createIndex('zone_alerts_time').on('zone_alerts').column('time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('zone_alerts').execute();
  await db.schema.dropTable('alert_zones').execute();
}
