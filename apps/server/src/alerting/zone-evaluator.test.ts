import { describe, expect, it } from 'vitest';
import type { VesselRecord } from '../live/records.js';
import { ZoneEvaluator } from './zone-evaluator.js';
import { storedZone } from './zones.testing.js';

const T0 = Date.parse('2026-01-15T12:00:00Z');
const MIN = 60_000;

/** Vestfjorden, every vessel, made at T0. */
const zone = storedZone;

function vessel(
  mmsi: number,
  lon: number,
  lat: number,
  over: Partial<VesselRecord> = {},
): VesselRecord {
  // Only what the evaluator reads; a cargo ship of 60 m, visible on the open tier.
  const fields = {
    mmsi,
    longitude: lon,
    latitude: lat,
    shipType: 70,
    name: 'ALDA',
    dimensionA: 50,
    dimensionB: 10,
    navigationalStatus: 0,
  };
  return { ...fields, ...over } as VesselRecord;
}

describe('zone evaluator', () => {
  it('alerts on entry, not for a vessel inside when the zone is watched, again after 10 min outside', () => {
    let now = T0;
    const evaluator = new ZoneEvaluator(() => now);
    evaluator.watch(zone(), [vessel(1, 14.5, 67.8)]);
    expect(evaluator.position(vessel(1, 14.6, 67.8), now)).toEqual([]);
    expect(evaluator.position(vessel(2, 13.5, 67.8), now)).toEqual([]);
    now += MIN;
    const [entry] = evaluator.position(vessel(2, 14.2, 67.8), now);
    expect(entry?.alert).toMatchObject({
      zoneId: 'z1',
      mmsi: 2,
      kind: 'entry',
      time: new Date(now).toISOString(),
    });
    // Out through another grid cell, back after 5 minutes: nothing; after 11 more: again.
    now += MIN;
    evaluator.position(vessel(2, 12.5, 66.5), now);
    now += 5 * MIN;
    expect(evaluator.position(vessel(2, 14.2, 67.8), now)).toEqual([]);
    now += MIN;
    evaluator.position(vessel(2, 12.5, 66.5), now);
    now += 11 * MIN;
    expect(evaluator.position(vessel(2, 14.2, 67.8), now)).toHaveLength(1);
  });

  it('only seeds presence from positions older than two minutes (a replay)', () => {
    const evaluator = new ZoneEvaluator(() => T0);
    evaluator.watch(zone(), []);
    expect(evaluator.position(vessel(3, 14.2, 67.8), T0 - 3 * MIN)).toEqual([]);
    expect(evaluator.position(vessel(3, 14.3, 67.8), T0)).toEqual([]);
  });

  it('applies the filters, the open tier and a restricted zone’s geoFilter', () => {
    const evaluator = new ZoneEvaluator(() => T0);
    evaluator.watch(zone({ id: 'fish', shipTypes: ['fishing'] }), []);
    evaluator.watch(zone({ id: 'open' }), []);
    evaluator.watch(
      zone({
        id: 'restricted',
        access: 'restricted',
        geoFilter: {
          type: 'Polygon',
          coordinates: [
            [
              [14, 67.6],
              [14.5, 67.6],
              [14.5, 68],
              [14, 68],
              [14, 67.6],
            ],
          ],
        },
      }),
      [],
    );
    // A 10 m fishing boat: under the open tier's length for fishing vessels.
    const small = { shipType: 30, dimensionA: 8, dimensionB: 2 };
    const zonesOf = (lon: number) =>
      evaluator
        .position({ ...vessel(4, lon, 67.8), ...small } as VesselRecord, T0)
        .map((r) => r.alert.zoneId)
        .sort();
    expect(zonesOf(14.7)).toEqual([]);
    const evaluator2 = new ZoneEvaluator(() => T0);
    evaluator2.watch(
      zone({
        id: 'restricted',
        access: 'restricted',
        geoFilter: {
          type: 'Polygon',
          coordinates: [
            [
              [14, 67.6],
              [14.5, 67.6],
              [14.5, 68],
              [14, 68],
              [14, 67.6],
            ],
          ],
        },
      }),
      [],
    );
    const inside = evaluator2.position({ ...vessel(5, 14.2, 67.8), ...small } as VesselRecord, T0);
    expect(inside.map((r) => r.alert.zoneId)).toEqual(['restricted']);
    const outsideFilter = evaluator2.position(
      { ...vessel(6, 14.8, 67.8), ...small } as VesselRecord,
      T0,
    );
    expect(outsideFilter).toEqual([]);
    // A cargo ship is open-visible but no fishing vessel.
    expect(
      evaluator
        .position(vessel(7, 14.2, 67.8), T0)
        .map((r) => r.alert.zoneId)
        .sort(),
    ).toEqual(['open', 'restricted']);
  });

  it('raises distress for everyone once per episode and per covering zone', () => {
    const evaluator = new ZoneEvaluator(() => T0);
    evaluator.watch(zone(), []);
    const beacon = vessel(972123456, 14.5, 67.7);
    const active = { ...beacon, navigationalStatus: 14 } as VesselRecord;
    const raised = evaluator.distress(active, T0);
    expect(raised.map((r) => [r.userKey, r.alert.zoneId, r.alert.kind])).toEqual([
      [null, null, 'distress'],
      ['u1', 'z1', 'distress'],
    ]);
    expect(evaluator.distress(active, T0 + MIN)).toEqual([]);
    const test = evaluator.distress(
      { ...beacon, mmsi: 970123456, navigationalStatus: 15 } as VesselRecord,
      T0,
    );
    expect(test.map((r) => r.alert.kind)).toEqual(['distressTest']);
    expect(
      evaluator.distress(
        { ...beacon, mmsi: 257000001, navigationalStatus: 14 } as VesselRecord,
        T0,
      ),
    ).toEqual([]);
  });
});
