import { describe, expect, it } from 'vitest';
import { rewriteBwapi } from './app.js';

describe('/bwapi rewrite', () => {
  it.each([
    ['/bwapi/v1/timestamp', '/api/v1/timestamp'],
    ['/bwapi/v2/geodata/ais/openpositions?Xmin=1', '/api/v2/geodata/ais/openpositions?Xmin=1'],
    ['/bwapi', '/api'],
    ['/api/v1/timestamp', '/api/v1/timestamp'],
    ['/bwapix/v1', '/bwapix/v1'],
    ['/tiles/basemap/0/0/0.pbf', '/tiles/basemap/0/0/0.pbf'],
  ])('%s → %s', (input, expected) => {
    expect(rewriteBwapi(input)).toBe(expected);
  });
});
