import { describe, expect, it } from 'vitest';
import { OfflineSwitch, isOfflineCommand, offlineResponse } from './offline-command.js';

describe("the worker's offline command (R26.25)", () => {
  it('turns on and off with the message the page posts', () => {
    const offline = new OfflineSwitch();
    expect(offline.on).toBe(false);
    expect(offline.handle({ type: 'offline', on: true })).toBe(true);
    expect(offline.on).toBe(true);
    expect(offline.handle({ type: 'offline', on: false })).toBe(true);
    expect(offline.on).toBe(false);
  });

  it.each([
    null,
    'offline',
    { type: 'offline' },
    { type: 'offline', on: 'yes' },
    { type: 'SKIP_WAITING' },
  ])('ignores anything else: %j', (data) => {
    const offline = new OfflineSwitch();
    offline.handle({ type: 'offline', on: true });
    expect(isOfflineCommand(data)).toBe(false);
    expect(offline.handle(data)).toBe(false);
    expect(offline.on).toBe(true);
  });

  it('answers what no cache holds with an immediate 503 problem', async () => {
    const response = offlineResponse('http://h/api/v1/datasets/x/geojson?a=1');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({
      status: 503,
      title: 'Service Unavailable',
      detail: expect.stringContaining('/api/v1/datasets/x/geojson'),
    });
  });
});
