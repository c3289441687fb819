import type { Kysely } from 'kysely';

/**
 * Users of the built-in sign-in provider, the provider's own state (sessions, grants, codes,
 * refresh tokens), registered API clients, and each user's saved app data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('username', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('roles', 'text', (col) => col.notNull())
    .addColumn('policies', 'text', (col) => col.notNull())
    .addColumn('profile', 'text', (col) => col.notNull())
    .addColumn('feature_flags', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'varchar(40)', (col) => col.notNull())
    .addColumn('id', 'varchar(200)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('grant_id', 'varchar(200)')
    .addColumn('user_code', 'varchar(200)')
    .addColumn('uid', 'varchar(200)')
    .addColumn('expires_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema
    .createIndex('oidc_payloads_grant')
    .on('oidc_payloads')
    .column('grant_id')
    .execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();
  await db.schema
    .createIndex('oidc_payloads_expiry')
    .on('oidc_payloads')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('api_clients')
    .addColumn('client_id', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('secret_salt', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'varchar(320)', (col) => col.notNull())
    .addColumn('app_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_settings_pk', ['user_id', 'app_name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_settings', 'api_clients', 'oidc_payloads', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
