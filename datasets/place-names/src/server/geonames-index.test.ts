import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGeoNamesIndex } from './geonames-index.js';

describe('the GeoNames place index', () => {
  it('ships a demo index of places in and near Norway, every line readable', () => {
    const index = loadGeoNamesIndex();
    expect(index.demoData).toBe(true);
    expect(index.skipped).toEqual([]);
    expect(index.places.length).toBeGreaterThan(2000);
    const norway = index.places.filter((p) => p.country === 'NO');
    expect(norway.length).toBe(540);
    expect(index.places.find((p) => p.name === 'Tromsø')).toMatchObject({
      asciiName: 'Tromso',
      featureCode: 'PPLA',
      population: 52436,
    });
    for (const p of index.places) {
      expect(p.lon).toBeGreaterThanOrEqual(-8);
      expect(p.lat).toBeGreaterThanOrEqual(56);
    }
  });

  it('reads a site dump, counting malformed lines and dropping types the search does not keep', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'geonames-'));
    const file = path.join(dir, 'NO.txt');
    const row = (cols: (string | number)[]) => cols.join('\t');
    writeFileSync(
      file,
      [
        // A real-format row of each kind: a town, a fjord, a farm (not kept).
        row([
          3133880,
          'Trondheim',
          'Trondheim',
          'Nidaros,Trondhjem',
          63.43049,
          10.39506,
          'P',
          'PPLA',
          'NO',
          '',
          '50',
          '5001',
          '',
          '',
          147139,
          '',
          29,
          'Europe/Oslo',
          '2022-09-09',
        ]),
        row([
          3134331,
          'Trondheimsfjorden',
          'Trondheimsfjorden',
          '',
          63.6,
          10.5,
          'H',
          'FJD',
          'NO',
          '',
          '50',
          '',
          '',
          '',
          0,
          '',
          -9999,
          'Europe/Oslo',
          '2012-01-17',
        ]),
        row([
          3134999,
          'Heggmoen',
          'Heggmoen',
          '',
          65.9,
          14.27,
          'S',
          'FRM',
          'NO',
          '',
          '18',
          '',
          '',
          '',
          0,
          '',
          120,
          'Europe/Oslo',
          '2012-01-17',
        ]),
        'broken\tline',
        row([
          0,
          'Nowhere',
          '',
          '',
          'x',
          10,
          'P',
          'PPL',
          'NO',
          '',
          '',
          '',
          '',
          '',
          0,
          '',
          '',
          '',
          '',
        ]),
        row([
          3,
          'Off the globe',
          '',
          '',
          95,
          10,
          'P',
          'PPL',
          'NO',
          '',
          '',
          '',
          '',
          '',
          0,
          '',
          '',
          '',
          '',
        ]),
      ].join('\n'),
    );
    const index = loadGeoNamesIndex(file);
    expect(index.demoData).toBe(false);
    expect(index.places.map((p) => [p.name, p.alternateNames])).toEqual([
      ['Trondheim', ['Nidaros', 'Trondhjem']],
      ['Trondheimsfjorden', []],
    ]);
    expect(index.skipped).toEqual([
      { line: 4, reason: '2 columns, not 19' },
      { line: 5, reason: 'geonameid is not a number' },
      { line: 6, reason: 'latitude/longitude missing or out of range' },
    ]);
  });
});
