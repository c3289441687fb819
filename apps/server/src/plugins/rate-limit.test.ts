import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rateBudget, rateKey } from './rate-limit.js';

describe('rate-limit budgets', () => {
  it.each([
    ['/api/v1/timestamp', 'api'],
    ['/api', 'api'],
    ['/auth/token', 'api'],
    ['/live/v1/latest/combined', 'live'],
    ['/live/restricted/v1/sse/combined?x=1', 'live'],
    ['/v1/latest/combined', 'live'],
    ['/tiles/basemap/0/0/0.pbf', null],
    ['/fonts/Noto/0-255.pbf', null],
    ['/assets/index-1.js', null],
    ['/', null],
    ['/apiary', null],
  ])('%s counts against %s', (url, budget) => {
    expect(rateBudget(url)).toBe(budget);
  });

  it('keys each budget apart, and a request whose socket is gone without failing', () => {
    const request = (ip: string | undefined, url: string) =>
      ({ ip, url, socket: { remoteAddress: undefined } }) as unknown as FastifyRequest;
    expect(rateKey(request('10.0.0.1', '/api/v1/timestamp'))).toBe('api:10.0.0.1');
    expect(rateKey(request('10.0.0.1', '/live/v1/latest/combined'))).toBe('live:10.0.0.1');
    expect(rateKey(request('::ffff:10.0.0.1', '/api/x'))).toBe('api:10.0.0.1');
    expect(() => rateKey(request(undefined, '/api/v1/timestamp'))).not.toThrow();
    expect(rateKey(request(undefined, '/api/v1/timestamp'))).toBe('api:closed');
  });
});
