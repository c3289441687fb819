import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFishingFacilities, readLostFishingFacilities } from './adapter.js';
import { anonymise, EXTENDED_FIELDS } from './anonymise.js';
import { demoFishingFacilitiesBody, demoLostFishingFacilitiesBody } from './demo.js';
import { parseWkt } from './wkt.js';

const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

describe('fishingfacility adapter', () => {
  const { collection, skipped } = readFishingFacilities(fixture('fishingfacility.json'));

  it('reads both geometry forms and skips what does not parse', () => {
    expect(collection.features.map((f) => f.geometry.type)).toEqual([
      'LineString',
      'Point',
      'LineString',
    ]);
    expect(collection.features[1]!.geometry).toEqual({ type: 'Point', coordinates: [30.1, 70.05] });
    // A WKT the reader does not know, and a record without toolId.
    expect(skipped).toBe(2);
  });

  it('keeps the tool type code and its filter name, unknown codes as unknown', () => {
    expect(collection.features.map((f) => f.properties!['toolType'])).toEqual([
      'nets',
      'crabpot',
      'unknown',
    ]);
    expect(collection.features[0]!.properties).toMatchObject({
      toolId: '2b8e5b1a-5c4f-4f3d-9a51-0a1a3c5f0001',
      toolTypeCode: 'NETS',
      toolTypeName: 'Garn',
      toolCount: 12,
      setupDateTime: '2026-02-20T06:30:00Z',
      vesselName: 'HAVBRIS',
      ircs: 'LLAB',
      mmsi: '257123450',
      imo: '9123456',
      comment: 'Ring before hauling',
    });
  });

  it('throws on a document without the list', () => {
    expect(() => readFishingFacilities('{"updatedTimestamp":"x"}')).toThrow(/fishingFacilities/);
    expect(() => readFishingFacilities('<html>')).toThrow();
  });
});

describe('notremoved adapter', () => {
  it('reads lost gear by lostMessageId and skips records without geometry', () => {
    const { collection, skipped } = readLostFishingFacilities(fixture('notremoved.json'));
    expect(collection.features.map((f) => f.properties!['toolId'])).toEqual([
      '8d1f6a52-0000-4000-8000-000000000001',
      '8d1f6a52-0000-4000-8000-000000000002',
    ]);
    expect(collection.features[0]!.properties).toMatchObject({
      toolTypeCode: 'NETS',
      toolType: 'nets',
      lostTime: '2026-02-12T14:00:00Z',
    });
    expect(skipped).toBe(1);
  });

  it('accepts the list wrapped in an object', () => {
    const wrapped = `{"lostFishingFacilities": ${fixture('notremoved.json')}}`;
    expect(readLostFishingFacilities(wrapped).collection.features).toHaveLength(2);
  });
});

describe('anonymiser (R10.19)', () => {
  it('lists the fields that name a vessel or person', () => {
    expect([...EXTENDED_FIELDS].sort()).toEqual(
      [
        'comment',
        'contactEmail',
        'contactPhone',
        'imo',
        'ircs',
        'mmsi',
        'regNum',
        'sbrRegNum',
        'vesselId',
        'vesselName',
      ].sort(),
    );
  });

  it('leaves none of them in any feature, and keeps the rest', () => {
    const { collection } = readFishingFacilities(fixture('fishingfacility.json'));
    const anonymous = anonymise(collection);
    for (const feature of anonymous.features) {
      for (const field of EXTENDED_FIELDS) expect(feature.properties).not.toHaveProperty(field);
    }
    expect(anonymous.features[0]!.properties).toMatchObject({
      toolTypeCode: 'NETS',
      toolCount: 12,
    });
    // The input is untouched: the extended view shares it.
    expect(collection.features[0]!.properties!['vesselName']).toBe('HAVBRIS');
  });
});

describe('demo gear', () => {
  it('goes through the adapters whole', () => {
    const gear = readFishingFacilities(demoFishingFacilitiesBody());
    expect(gear.skipped).toBe(0);
    expect(gear.collection.features.length).toBeGreaterThanOrEqual(5);
    expect(gear.collection.features.some((f) => f.properties!['netLength'] === 550)).toBe(true);
    const lost = readLostFishingFacilities(demoLostFishingFacilitiesBody());
    expect(lost.skipped).toBe(0);
    expect(lost.collection.features).toHaveLength(2);
  });
});

describe('WKT', () => {
  it.each([
    ['POINT (14.5 68.2)', { type: 'Point', coordinates: [14.5, 68.2] }],
    [
      'LINESTRING(1 2,3 4)',
      {
        type: 'LineString',
        coordinates: [
          [1, 2],
          [3, 4],
        ],
      },
    ],
    [
      'MULTIPOINT((1 2),(3 4))',
      {
        type: 'MultiPoint',
        coordinates: [
          [1, 2],
          [3, 4],
        ],
      },
    ],
    [
      'MULTILINESTRING((1 2, 3 4),(5 6, 7 8))',
      {
        type: 'MultiLineString',
        coordinates: [
          [
            [1, 2],
            [3, 4],
          ],
          [
            [5, 6],
            [7, 8],
          ],
        ],
      },
    ],
  ])('%s', (wkt, geometry) => {
    expect(parseWkt(wkt)).toEqual(geometry);
  });

  it('refuses what it cannot read', () => {
    expect(() => parseWkt('POINT(a b)')).toThrow();
    expect(() => parseWkt('LINESTRING(1 2)')).toThrow();
    expect(() => parseWkt('POLYGON((0 0,1 0,1 1,0 0))')).toThrow();
  });
});
