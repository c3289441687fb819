import { describe, expect, it } from 'vitest';
import { mayStore, routeFor, type RouteStrategy } from './sw-routes.js';

const origin = 'http://localhost:8080';
const get = (path: string, mode?: string) => ({ url: `${origin}${path}`, method: 'GET', mode });

describe("the worker's routing table", () => {
  it.each<[string, string | undefined, RouteStrategy]>([
    ['/', 'navigate', 'page'],
    ['/caching', 'navigate', 'page'],
    ['/assets/index-Ab12.js', undefined, 'precache'],
    ['/fonts/Noto%20Sans%20Regular/0-255.pbf', undefined, 'precache'],
    ['/tiles/basemap/9/263/147.pbf', undefined, 'area'],
    ['/tiles/depth/7/65/36.pbf', undefined, 'area'],
    ['/api/v1/datasets/fairways/geojson', undefined, 'area'],
    ['/bwapi/v1/spadata/havkart?lang=nb-NO', undefined, 'preload'],
    ['/bwapi/v1/spadataset/groups/havkart?lang=en-US', undefined, 'preload'],
    ['/bwapi/v1/spadataset/data/havkart?lang=en-US', undefined, 'preload'],
    ['/bwapi/v1/geodata/waveforecast/available/all', undefined, 'preload'],
    ['/bwapi/v1/featureflags', undefined, 'preload'],
    ['/api/v1/spadata/havkart?lang=nb-NO', undefined, 'preload'],
    ['/api/v1/spadataset/data/havkart?lang=en-US', undefined, 'preload'],
    ['/api/v1/geodata/waveforecast/available/all', undefined, 'preload'],
    ['/api/v1/signin/config', undefined, 'preload'],
  ])('%s (%s) → %s', (path, mode, strategy) => {
    expect(routeFor(get(path, mode), origin)).toBe(strategy);
  });

  it.each([
    '/assets/connectionTestFile.txt?r=abc',
    '/auth/token',
    '/auth/session/end',
    '/live/v1/combined?modelType=Full',
    '/live/v1/user/userpermissions/',
    '/tiles/waveforecast/5/16/8.pbf?time=2026-11-27T12:00:00Z',
    '/tiles/aerial/9/263/147.png',
    '/oidc_silent_redirect_uri',
    '/api/v1/user/settings',
    '/api/v2/spadata/havkart',
    '/other/v1/spadata/havkart',
  ])('never cached: %s', (path) => {
    expect(routeFor(get(path), origin)).toBe('network');
  });

  it('the silent sign-in page stays outside the navigation fallback', () => {
    expect(routeFor(get('/oidc_silent_redirect_uri?code=1', 'navigate'), origin)).toBe('network');
  });

  it('no write is ever cached, nor another origin', () => {
    expect(routeFor({ url: `${origin}/tiles/basemap/1/1/1.pbf`, method: 'POST' }, origin)).toBe(
      'network',
    );
    expect(routeFor({ url: 'https://tiles.example.org/1/1/1.pbf', method: 'GET' }, origin)).toBe(
      'network',
    );
  });

  it('keeps only good answers not marked private or no-store', () => {
    const answer = (status: number, control?: string) => ({
      status,
      headers: new Headers(control ? { 'cache-control': control } : {}),
    });
    expect(mayStore(answer(200))).toBe(true);
    expect(mayStore(answer(204))).toBe(true);
    expect(mayStore(answer(200, 'public, max-age=60'))).toBe(true);
    expect(mayStore(answer(200, 'private, max-age=60'))).toBe(false);
    expect(mayStore(answer(200, 'no-store'))).toBe(false);
    expect(mayStore(answer(500))).toBe(false);
  });
});
