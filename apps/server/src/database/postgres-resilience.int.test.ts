import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POSTGRES_URL,
  databaseTargets,
  startTestApp,
  type TestApp,
} from '../test-support/test-app.js';

const postgres = (await databaseTargets()).find(({ target }) => target === 'postgres');

describe('PostgreSQL connection loss', () => {
  let testApp: TestApp;
  const log: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });

  beforeAll(async () => {
    if (postgres?.skip) return;
    testApp = await startTestApp('postgres', {}, { logger: { level: 'warn', stream } });
  });
  afterAll(async () => testApp?.cleanup());

  it.skipIf(postgres?.skip)(
    'survives an idle connection ended by the server, logs it, and answers the next request',
    async () => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
        testApp.app.db,
      );
      const pid = rows[0]?.pid;
      expect(pid).toBeTypeOf('number');

      // A second connection ends the pool's idle one, as a server restart or an
      // administrator would.
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      try {
        const ended = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend($1) as ended',
          [pid],
        );
        expect(ended.rows[0]?.ended).toBe(true);
      } finally {
        await admin.end();
      }

      await expect
        .poll(() => log.some((line) => line.msg.startsWith('database connection lost')), {
          timeout: 5000,
        })
        .toBe(true);
      const response = await testApp.app.inject('/healthz');
      expect(response.statusCode).toBe(200);
      const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
        testApp.app.db,
      );
      expect(after.rows[0]?.pid).not.toBe(pid);
    },
  );
});

describe('PostgreSQL database shared with another installation', () => {
  it.skipIf(postgres?.skip)(
    "migrates its own schema even when another schema holds Kysely's tables",
    async () => {
      const other = `other_${Date.now()}`;
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA "${other}"`);
        await admin.query(`CREATE TABLE "${other}".kysely_migration_lock (id text primary key)`);
        await admin.query(`CREATE TABLE "${other}".kysely_migration (name text primary key)`);
        const testApp = await startTestApp('postgres');
        try {
          expect((await testApp.app.inject('/healthz')).statusCode).toBe(200);
        } finally {
          await testApp.cleanup();
        }
      } finally {
        await admin.query(`DROP SCHEMA IF EXISTS "${other}" CASCADE`);
        await admin.end();
      }
    },
  );
});
