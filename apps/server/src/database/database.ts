import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { APP_VERSION } from '@havkart/domain';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite when absent. */
  databaseUrl?: string | undefined;
  /** PostgreSQL schema (search_path), created when missing. */
  databaseSchema?: string | undefined;
  /** Folder of the SQLite file. */
  dataDir: string;
  /**
   * Called when an idle PostgreSQL connection fails (server restart, a dropped network link,
   * an administrator ending it). The pool drops that connection and opens a new one on the
   * next query; without a listener the error would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, without credentials, for the start-up log. */
  location: string;
}

/** Opens the database named by the options and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const opened = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.databaseSchema, options.onConnectionError)
    : openSqlite(options.dataDir);
  try {
    await migrate(opened.db, options.databaseUrl ? options.databaseSchema : undefined);
    await recordInstallation(opened.db);
  } catch (error) {
    await opened.db.destroy();
    throw error;
  }
  return opened;
}

function openSqlite(dataDir: string): OpenDatabase {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'havkart.sqlite');
  const sqlite = new SQLite(file);
  // WAL lets readers (API requests) run while the writer appends; NORMAL sync is durable
  // across process crashes, which is what WAL is for.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    kind: 'sqlite',
    location: file,
  };
}

async function openPostgres(
  url: string,
  schema: string | undefined,
  onConnectionError: (error: Error) => void = () => undefined,
): Promise<OpenDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: 'havkart',
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', onConnectionError);
  if (schema) {
    // The schema must exist before any pooled connection uses it as its search_path.
    const client = await pool.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      client.release();
    }
  }
  const safe = new URL(url);
  safe.password = '';
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    kind: 'postgres',
    location: `${safe.host}${safe.pathname}${schema ? ` (schema ${schema})` : ''}`,
  };
}

/** How often a migration is tried when another schema vanished while it looked. */
const MIGRATION_TRIES = 5;

/**
 * Whether a failed migration failed only because another schema of the same database was
 * dropped while Kysely listed the tables of every schema: PostgreSQL then names that schema
 * as missing (SQLSTATE 3F000). Trying again lists the schemas as they are now.
 */
export function anotherSchemaVanished(error: unknown, schema: string | undefined): boolean {
  if (!schema || typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '3F000' && typeof message === 'string' && !message.includes(`"${schema}"`);
}

async function migrate(db: Kysely<Database>, schema: string | undefined): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema of the database; naming ours
  // keeps another installation's (or a test's) tables in the same database from being
  // taken for our own.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  let outcome = await migrator.migrateToLatest();
  for (let tried = 1; tried < MIGRATION_TRIES; tried++) {
    if (!anotherSchemaVanished(outcome.error, schema)) break;
    outcome = await migrator.migrateToLatest();
  }
  const { error, results } = outcome;
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    // The cause keeps the driver's error code, which start-up uses to explain the failure.
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause}`.trim(), {
      cause: error,
    });
  }
}

async function recordInstallation(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('app_metadata')
    .values([
      { key: 'created_at', value: now },
      { key: 'created_by_version', value: APP_VERSION },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** True when the database answers a trivial query. */
export async function isDatabaseReady(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
