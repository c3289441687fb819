import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readKystverketWarnings, seriesOfUrl, skippedMessage } from './adapter.js';
import { demoFeed } from './index.js';
import { parseWkt } from './wkt.js';

const fixture = readFileSync(new URL('fixtures/coastal.json', import.meta.url), 'utf8');

describe('the coastal warnings feed (Kystverket data API array)', () => {
  const read = readKystverketWarnings(fixture, 'coastal');

  it('keeps each drawable warning under its eventId, with number, area, texts and times', () => {
    expect(read.collection.features.map((f) => f.properties?.['eventId'])).toEqual([
      '301122',
      '301140',
      '301151',
      '301163',
      '301170',
    ]);
    expect(read.collection.features[0]?.properties).toEqual({
      eventId: '301122',
      series: 'coastal',
      number: '612/2026',
      area: 'Vestfjorden, Skrova',
      textNb: 'Skrova fyr er slukket.',
      textEn: 'Skrova light is extinguished.',
      issued: '2026-11-20T09:15:00.000Z',
      updated: '2026-11-20T09:20:00.000Z',
      status: 'active',
    });
  });

  it('reads point, polygon, line, multipoint and multipolygon positions (spec 02 §3)', () => {
    expect(read.collection.features.map((f) => f.geometry.type)).toEqual([
      'Point',
      'Polygon',
      'LineString',
      'MultiPoint',
      'MultiPolygon',
    ]);
    expect(read.collection.features[3]?.geometry).toEqual({
      type: 'MultiPoint',
      coordinates: [
        [10.6, 59.6],
        [10.62, 59.65],
      ],
    });
  });

  it('skips and counts a position off the globe, a missing eventid or position and a non-object', () => {
    expect(read.skipped).toEqual([
      {
        index: 5,
        eventId: '301171',
        reason: expect.stringContaining('outside longitude/latitude'),
      },
      { index: 6, eventId: null, reason: 'no eventid' },
      { index: 7, eventId: '301173', reason: 'no position' },
      { index: 8, eventId: null, reason: 'not an object' },
    ]);
    expect(skippedMessage(read, 9)).toMatch(/^skipped 4 of 9 warnings: #5 \(301171\): position/);
  });

  it('refuses a body that is not JSON, or JSON but not an array, with a clear error', () => {
    expect(() => readKystverketWarnings('<html>502</html>', 'coastal')).toThrow(/not answer JSON/);
    expect(() => readKystverketWarnings('{"features":[]}', 'coastal')).toThrow(/JSON array/);
  });

  it('takes an eventid once', () => {
    const twice = JSON.stringify([
      { eventid: 1, position: 'POINT (5 60)' },
      { eventid: 1, position: 'POINT (6 61)' },
    ]);
    const result = readKystverketWarnings(twice, 'navarea');
    expect(result.collection.features).toHaveLength(1);
    expect(result.collection.features[0]?.properties?.['series']).toBe('navarea');
    expect(result.skipped[0]?.reason).toBe('eventid seen before');
  });

  it('names the series by the feed path', () => {
    expect(seriesOfUrl('https://api.kystverket.no/data/navigationwarnings/navareaxix/')).toBe(
      'navarea',
    );
    expect(seriesOfUrl('https://api.kystverket.no/data/navigationwarnings/coastal/')).toBe(
      'coastal',
    );
  });
});

describe('the demo warnings', () => {
  const read = readKystverketWarnings(demoFeed(), 'coastal');

  it('are read by the same adapter with nothing skipped, and cover all five geometry types', () => {
    expect(read.skipped).toEqual([]);
    expect(new Set(read.collection.features.map((f) => f.geometry.type))).toEqual(
      new Set(['Point', 'MultiPoint', 'LineString', 'Polygon', 'MultiPolygon']),
    );
  });

  it('say DEMO in every text, in both languages', () => {
    for (const f of read.collection.features) {
      expect(f.properties?.['textNb']).toMatch(/^DEMO: /);
      expect(f.properties?.['textEn']).toMatch(/^DEMO: /);
    }
  });
});

describe('WKT positions', () => {
  it.each([
    ['POINT(5 60)', { type: 'Point', coordinates: [5, 60] }],
    ['SRID=4326;POINT (5.5 -60.25)', { type: 'Point', coordinates: [5.5, -60.25] }],
    [
      'MULTIPOINT (5 60, 6 61)',
      {
        type: 'MultiPoint',
        coordinates: [
          [5, 60],
          [6, 61],
        ],
      },
    ],
    [
      'polygon ((0 0, 1 0, 1 1))',
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
    ],
  ])('%s', (wkt, geometry) => {
    expect(parseWkt(wkt)).toEqual(geometry);
  });

  it('keeps the holes of a polygon', () => {
    const p = parseWkt('POLYGON ((0 0, 4 0, 4 4, 0 4, 0 0), (1 1, 2 1, 2 2, 1 1))');
    expect(p.type === 'Polygon' && p.coordinates.length).toBe(2);
  });

  it.each([
    ['GEOMETRYCOLLECTION (POINT (1 2))', /unsupported/],
    ['POINT EMPTY', /empty/],
    ['POINT (5)', /two numbers/],
    ['LINESTRING (5 60)', /at least 2/],
    ['POLYGON ((0 0, 1 1))', /at least 3/],
    ['POINT (5 60', /expected/],
    ['POINT (5 60) x', /after the geometry/],
    ['POINT (5 abc)', /unexpected/],
  ])('refuses %s', (wkt, reason) => {
    expect(() => parseWkt(wkt)).toThrow(reason);
  });
});
