import { describe, expect, it } from 'vitest';
import type { VesselRecord } from './records.js';
import { LiveStore } from './store.js';

const at = (mmsi: number, msgtime: string, longitude = 5): VesselRecord => ({
  mmsi,
  msgtime,
  longitude,
  latitude: 60,
});

describe('live store: keyed by mmsi (spec 02 §7)', () => {
  it('a newer record replaces the older one; an older one is ignored', () => {
    const store = new LiveStore<VesselRecord>();
    store.upsert([at(1, '2026-01-01T10:00:00Z', 5)]);
    store.upsert([at(1, '2026-01-01T10:00:10Z', 6)]);
    store.upsert([at(1, '2026-01-01T09:00:00Z', 7)]);
    expect(store.records.get(1)?.longitude).toBe(6);
    expect(store.records.size).toBe(1);
  });

  it('reports only what changed since the last look', () => {
    const store = new LiveStore<VesselRecord>();
    store.upsert([at(1, '2026-01-01T10:00:00Z'), at(2, '2026-01-01T10:00:00Z')]);
    expect(store.takeChanges().sort()).toEqual([1, 2]);
    store.upsert([at(2, '2026-01-01T10:00:01Z')]);
    expect(store.takeChanges()).toEqual([2]);
    expect(store.takeChanges()).toEqual([]);
  });

  it('skips what is not a record', () => {
    const store = new LiveStore<VesselRecord>();
    expect(store.upsert([null, 'x', { name: 'no mmsi' }, at(3, '2026-01-01T10:00:00Z')])).toBe(1);
  });
});
