import { describe, expect, it } from 'vitest';
import { latestAtonBody, latestVesselBody, streamAtonBody, streamVesselBody } from './bodies.js';
import { INITIAL_SINCE, nextSince } from './since.js';
import { boxPolygon } from './bounds.js';

describe('since (spec 02 §7)', () => {
  it('starts at 2013-01-01T00:00:00Z', () => {
    expect(INITIAL_SINCE).toBe('2013-01-01T00:00:00Z');
  });

  it('moves to the newest msgtime received, as the server wrote it', () => {
    const since = nextSince(INITIAL_SINCE, [
      { msgtime: '2026-11-23T10:00:00+00:00' },
      { msgtime: '2026-11-23T10:00:05+00:00' },
      { msgtime: null },
      { msgtime: '2026-11-23T09:59:00+00:00' },
    ]);
    expect(since).toBe('2026-11-23T10:00:05+00:00');
  });

  it('never goes back, whatever the browser clock says', () => {
    expect(nextSince('2026-11-23T10:00:05+00:00', [{ msgtime: '2026-11-23T10:00:00+00:00' }])).toBe(
      '2026-11-23T10:00:05+00:00',
    );
    expect(nextSince('2026-11-23T10:00:05+00:00', [])).toBe('2026-11-23T10:00:05+00:00');
  });
});

describe('request bodies (spec 02 §7)', () => {
  const geometry = boxPolygon({ west: 4, south: 60, east: 6, north: 61 });

  it('latest/combined: downsample, modelFormat Json, modelType Full, since, and the filters', () => {
    expect(latestVesselBody(INITIAL_SINCE, { shipTypes: ['fishing'] })).toEqual({
      shipTypes: ['fishing'],
      downsample: true,
      modelFormat: 'Json',
      modelType: 'Full',
      since: INITIAL_SINCE,
    });
  });

  it('a filter cannot change the fixed fields', () => {
    expect(latestVesselBody(INITIAL_SINCE, { modelType: 'Simple' }).modelType).toBe('Full');
  });

  it('the vessel stream: the geometry instead of since', () => {
    expect(streamVesselBody(geometry)).toEqual({
      downsample: true,
      modelFormat: 'Json',
      modelType: 'Full',
      geometry,
    });
  });

  it('aids: the include flags, geometry left out on the first load', () => {
    const first = latestAtonBody(INITIAL_SINCE);
    expect(first).not.toHaveProperty('geometry');
    expect(first).toMatchObject({
      includeAton: true,
      includeBinaryBroadcastMetHyd: false,
      includePosition: false,
      includeSafetyRelated: false,
      includeStatic: false,
      since: INITIAL_SINCE,
    });
    expect(latestAtonBody(INITIAL_SINCE, geometry).geometry).toBe(geometry);
    expect(streamAtonBody(geometry)).toMatchObject({ includeAton: true, geometry });
    expect(streamAtonBody(geometry)).not.toHaveProperty('since');
  });
});
