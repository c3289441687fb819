// Installations (and tests) sharing one PostgreSQL database create and drop their schemas at
// any time. Kysely lists the tables of every schema before it migrates, and PostgreSQL
// answers that listing with "schema … does not exist" (3F000) when one of them is dropped
// meanwhile: a fresh-clone CI run failed a test's start-up that way. Opening the database
// must ride that out.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, databaseTargets } from '../test-support/test-app.js';
import { anotherSchemaVanished, openDatabase } from './database.js';

const postgres = (await databaseTargets()).find(({ target }) => target === 'postgres');
const OPENS = 8;

describe('opening PostgreSQL while other schemas come and go', () => {
  const ours: string[] = [];
  afterAll(async () => {
    if (postgres?.skip) return;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    for (const schema of ours) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  it.skipIf(postgres?.skip)(
    'migrates every time while another connection creates and drops schemas',
    async () => {
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      let churning = true;
      let cycled = 0;
      const churn = (async () => {
        while (churning) {
          const other = `churn_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
          await admin.query(`CREATE SCHEMA "${other}"`);
          await admin.query(`CREATE TABLE "${other}".t (id int)`);
          await admin.query(`DROP SCHEMA "${other}" CASCADE`);
          cycled += 1;
        }
      })();
      try {
        for (let i = 0; i < OPENS; i++) {
          const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
          ours.push(schema);
          const opened = await openDatabase({
            databaseUrl: POSTGRES_URL,
            databaseSchema: schema,
            dataDir: os.tmpdir(),
          });
          await opened.db.destroy();
        }
      } finally {
        churning = false;
        await churn;
        await admin.end();
      }
      expect(cycled).toBeGreaterThan(0);
    },
    120_000,
  );
});

describe('a migration failure worth trying again', () => {
  it('is another schema vanishing, never our own one or another error', () => {
    const vanished = Object.assign(new Error('schema "churn_1" does not exist'), {
      code: '3F000',
    });
    expect(anotherSchemaVanished(vanished, 'test_ours')).toBe(true);
    const oursGone = Object.assign(new Error('schema "test_ours" does not exist'), {
      code: '3F000',
    });
    expect(anotherSchemaVanished(oursGone, 'test_ours')).toBe(false);
    const denied = Object.assign(new Error('permission denied'), { code: '42501' });
    expect(anotherSchemaVanished(denied, 'test_ours')).toBe(false);
    expect(anotherSchemaVanished(vanished, undefined)).toBe(false);
    expect(anotherSchemaVanished(undefined, 'test_ours')).toBe(false);
  });
});
