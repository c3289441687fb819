import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type ServerConfig } from '../config/config.js';

export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether PostgreSQL answers; CI requires it, a laptop may not have it. */
export async function postgresReachable(url = POSTGRES_URL): Promise<boolean> {
  // A server that is not there refuses at once; the long wait only covers a running server on
  // a loaded machine, which once took over 2 s to answer and turned the suite into skips.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 30_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type DatabaseTarget = 'sqlite' | 'postgres';

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  /** Removes the test's own SQLite folder or PostgreSQL schema. */
  cleanup(): Promise<void>;
}

/**
 * A real app on a database of its own: a fresh SQLite folder, or a fresh PostgreSQL schema,
 * so tests never share state.
 */
export async function startTestApp(
  target: DatabaseTarget,
  env: Record<string, string> = {},
  options: BuildAppOptions = { logger: false },
): Promise<TestApp> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'havkart-test-'));
  const schema = env.DATABASE_SCHEMA ?? `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    // No AIS feed unless a test asks for one: the default simulator would start 1,500 vessels.
    AIS_SOURCES: '',
    ...(target === 'postgres' ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  // No background compaction unless a test asks for it (TRACK_COMPACT_SECONDS): a test that
  // compacts by hand and then looks at the hot table must never be raced by the timer.
  if (env.TRACK_COMPACT_SECONDS === undefined) {
    config.tracks = { ...config.tracks, compactSeconds: 0 };
  }
  const app = await buildApp(config, options);
  return {
    app,
    config,
    async cleanup() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (target === 'postgres') {
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
    },
  };
}

/**
 * The databases to run a suite against. Under CI=true PostgreSQL is required: an unreachable
 * server makes the suite fail rather than quietly skip.
 */
export async function databaseTargets(): Promise<{ target: DatabaseTarget; skip: boolean }[]> {
  const reachable = await postgresReachable();
  if (!reachable && process.env.CI === 'true') {
    throw new Error(`PostgreSQL is not reachable at ${POSTGRES_URL}; CI requires it`);
  }
  return [
    { target: 'sqlite', skip: false },
    { target: 'postgres', skip: !reachable },
  ];
}
