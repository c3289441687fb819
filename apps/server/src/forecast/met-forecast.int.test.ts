import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const fixture = fs.readFileSync(
  new URL('./fixtures/oceanforecast-complete.json', import.meta.url),
  'utf8',
);

// A stand-in for api.met.no on a local port, answering in Oceanforecast 2.0's exact format,
// or as MET does for a point outside the model area (422) while `outside` is set.
describe('wave forecast times from MET Norway (WAVE_FORECAST_URL)', () => {
  const userAgents: (string | undefined)[] = [];
  let outside = true;
  const upstream = http.createServer((request, response) => {
    userAgents.push(request.headers['user-agent']);
    if (outside) {
      response.writeHead(422, { 'content-type': 'application/json' }).end('{"error":"outside"}');
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end(fixture);
    }
  });
  let met: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    met = await startTestApp('sqlite', {
      DEMO_USERS: 'false',
      MET_CONTACT: 'ops@example.org',
      WAVE_FORECAST_URL: `${origin}/weatherapi/oceanforecast/2.0/complete?lat=60.1&lon=4.5`,
    });
  });
  afterAll(async () => {
    await met?.cleanup();
    upstream.close();
  });

  it('answers 503 with a problem document while the upstream has given nothing', async () => {
    const response = await met.app.inject('/bwapi/v1/geodata/waveforecast/available/all');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().detail).toContain('HTTP 422');
  });

  it('then answers the upstream’s times that carry a wave height, identifying itself', async () => {
    outside = false;
    const response = await met.app.inject('/api/v1/geodata/waveforecast/available/all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      available_forecast_times: [
        '2026-11-23T12:00:00Z',
        '2026-11-23T13:00:00Z',
        '2026-11-23T14:00:00Z',
        '2026-11-23T15:00:00Z',
      ],
      source: 'met',
    });
    expect(userAgents).toHaveLength(2);
    expect(userAgents[1]).toMatch(/^Havkart\/\d+\.\d+\.\d+ ops@example\.org$/);
  });
});
