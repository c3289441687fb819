import { describe, expect, it } from 'vitest';
import { parseRecord, parseRecords } from './cache-records.js';
import { BERGEN_BASEMAP_RECORD } from './test-caches.js';

const good = BERGEN_BASEMAP_RECORD;

describe('stored cache records', () => {
  it('a good record reads back as it was', () => {
    expect(parseRecord(good)).toEqual(good);
  });

  it.each([
    ['name', 42, ''],
    ['bounds', [5, 60], [0, 0, 0, 0]],
    ['fileCountTotal', '10', 0],
    ['sourceType', 'raster', 'vectortiles'],
    ['minZoom', -1, 0],
    ['isCorrupt', 'no', false],
  ])(
    '%s of the wrong type takes its default and marks the record damaged',
    (field, bad, fallback) => {
      const record = parseRecord({ ...good, [field]: bad });
      expect(record).not.toBeNull();
      expect(record?.[field as keyof typeof good]).toEqual(field === 'isCorrupt' ? true : fallback);
      expect(record?.isCorrupt).toBe(true);
    },
  );

  it('a record missing its tile template is damaged', () => {
    const { baseUrl: _, ...rest } = good;
    expect(parseRecord(rest)?.isCorrupt).toBe(true);
  });

  it('an old record without an area id is its own area', () => {
    const { areaId: _, ...rest } = good;
    expect(parseRecord(rest)?.areaId).toBe('a1-basemap');
  });

  it('what cannot be a record at all is left out, never a crash', () => {
    expect(parseRecords([good, null, 7, { id: 'x' }, { ...good, cacheName: 'other' }])).toEqual([
      good,
    ]);
    expect(parseRecords('not a list')).toEqual([]);
    expect(parseRecords(undefined)).toEqual([]);
  });
});
