import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApp, type TestApp } from './test-support/test-app.js';

const targets = await databaseTargets();

describe.each(targets)('server on $target', ({ target, skip }) => {
  let testApp: TestApp;

  beforeAll(async () => {
    if (skip) return;
    testApp = await startTestApp(target);
  });
  afterAll(async () => testApp?.cleanup());

  it.skipIf(skip)('reports healthy once the database is open', async () => {
    const response = await testApp.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it.skipIf(skip)('records the installation in the migrated database', async () => {
    const rows = await testApp.app.db.selectFrom('app_metadata').selectAll().execute();
    expect(rows.map((row) => row.key).sort()).toEqual(['created_at', 'created_by_version']);
  });

  it.skipIf(skip)('tells the server time as ISO-8601', async () => {
    const before = Date.now();
    const response = await testApp.app.inject('/api/v1/timestamp');
    expect(response.statusCode).toBe(200);
    const { timeStamp } = response.json<{ timeStamp: string }>();
    expect(timeStamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(timeStamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.skipIf(skip)('answers /bwapi/* as /api/*', async () => {
    const response = await testApp.app.inject('/bwapi/v1/timestamp');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('timeStamp');
  });

  it.skipIf(skip)('answers unknown API paths with a problem document', async () => {
    const response = await testApp.app.inject('/api/v1/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it.skipIf(skip)('keeps the database across a restart', async () => {
    const first = await testApp.app.db
      .selectFrom('app_metadata')
      .select('value')
      .where('key', '=', 'created_at')
      .executeTakeFirstOrThrow();
    const again = await startTestApp(target, {
      DATA_DIR: testApp.config.dataDir,
      ...(testApp.config.databaseSchema ? { DATABASE_SCHEMA: testApp.config.databaseSchema } : {}),
    });
    const second = await again.app.db
      .selectFrom('app_metadata')
      .select('value')
      .where('key', '=', 'created_at')
      .executeTakeFirstOrThrow();
    await again.app.close();
    expect(second.value).toBe(first.value);
  });
});
