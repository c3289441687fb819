import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { startTestApp, type TestApp } from './test-support/test-app.js';

interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  traceId?: string;
  errors?: Record<string, string[]>;
}

describe('problem documents', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });
  afterAll(async () => testApp.cleanup());

  it('answers a validation error in the BarentsWatch shape, naming the field', async () => {
    const response = await testApp.app.inject('/fonts/Noto%20Sans%20Regular/abc.pbf');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = response.json<Problem>();
    expect(problem).toMatchObject({
      type: 'about:blank',
      title: 'One or more validation errors occurred.',
      status: 400,
    });
    expect(problem.traceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(problem.errors ?? {})).toEqual(['params.range']);
  });

  it('gives every request its own trace id', async () => {
    const first = await testApp.app.inject('/api/v1/nothing');
    const second = await testApp.app.inject('/api/v1/nothing');
    expect(first.json<Problem>().traceId).not.toBe(second.json<Problem>().traceId);
  });

  it('answers a URL that does not decode with a problem document', async () => {
    const response = await testApp.app.inject('/api/%ZZ');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json<Problem>()).toMatchObject({ status: 400, title: 'Bad Request' });
  });

  it('answers a method the path does not take with 405 and Allow', async () => {
    for (const url of ['/api/v1/timestamp', '/bwapi/v1/timestamp', '/healthz']) {
      const response = await testApp.app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBe(405);
      expect(response.headers.allow, url).toBe('GET, HEAD');
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json<Problem>()).toMatchObject({ status: 405 });
    }
    const tile = await testApp.app.inject({ method: 'DELETE', url: '/tiles/basemap/0/0/0.pbf' });
    expect(tile.statusCode).toBe(405);
  });

  it('still answers 404 for a path no route takes, whatever the method', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });

  it('takes tile coordinates only as plain decimal integers', async () => {
    expect((await testApp.app.inject('/tiles/basemap/1/0/0.pbf')).statusCode).toBe(200);
    for (const url of [
      '/tiles/basemap/1e1/0/0.pbf',
      '/tiles/basemap/0x1/0/0.pbf',
      '/tiles/basemap/1/0.0/0.pbf',
      '/tiles/basemap/1/+0/0.pbf',
      '/tiles/basemap/01/0/0.pbf',
      '/tiles/basemap/-1/0/0.pbf',
    ]) {
      const response = await testApp.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const far = await testApp.app.inject('/tiles/basemap/99999/0/0.pbf');
    expect(far.statusCode).toBe(404);
  });

  it('describes one Problem schema in the OpenAPI document, referenced by every error', async () => {
    const response = await testApp.app.inject('/api/docs/json');
    const document = response.json<{
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(document.components.schemas.Problem?.properties ?? {})).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'traceId', 'errors', 'bwErrorCode']),
    );
    const errorResponses = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        Object.entries(operation.responses)
          .filter(([status]) => Number(status) >= 400)
          .map(([, answer]) => JSON.stringify(answer)),
      ),
    );
    expect(errorResponses.length).toBeGreaterThanOrEqual(8);
    for (const answer of errorResponses) {
      expect(answer).toContain('"$ref":"#/components/schemas/Problem"');
    }
  });
});

describe('request log', () => {
  it('logs each request with the trace id its problem document carries', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const quiet = await startTestApp('sqlite');
    const app = await buildApp(loadConfig({ DATA_DIR: quiet.config.dataDir, PORT: '0' }), {
      logger: { level: 'info', stream },
    });
    try {
      const response = await app.inject('/api/v1/no-such-thing');
      const { traceId } = response.json<Problem>();
      const line = lines.find((entry) => entry.msg === 'request');
      expect(line).toMatchObject({ traceId, statusCode: 404 });
    } finally {
      await app.close();
      await quiet.cleanup();
    }
  });
});
