import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SEA_NAME_TYPES,
  SEA_NAME_ZOOMS,
  SVALBARD_NAME_ZOOMS,
  SVALBARD_TERRAIN_FORMS,
  seaNamesManifest,
  svalbardNamesManifest,
} from '../manifest.js';
import { seaNamesFromStedsnavn, seaNameType } from './sea-names.js';
import { svalbardNames } from './svalbard-names.js';

const json = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe('sea names from the /navn answer', () => {
  it.each([
    ['Vik i sjø', 'vikISjø'],
    ['Holme i sjø', 'holmeISjø'],
    ['Øy i sjø', 'øyISjø'],
    ['Sund i sjø', 'sundISjø'],
    ['Skjær i sjø', 'skjærISjø'],
    ['Grunne i sjø', 'grunneISjø'],
    ['Bakke i sjø', 'bakkeISjø'],
    ['Klakk i sjø', 'klakkISjø'],
    ['Fjord', 'fjord'],
    ['Sjøstykke', 'sjøstykke'],
    ['Havområde', 'havområde'],
    ['Havdyp', 'havdyp'],
    ['havdyp', 'havdyp'],
    ['Bruk', null],
    ['Nes', null],
    ['Fyrstasjon', null],
  ])('%s is %s', (name, type) => {
    expect(seaNameType(name)).toBe(type);
  });

  it('keeps only the sea places of a search answer, with id, name and type', () => {
    const names = seaNamesFromStedsnavn(json('../../fixtures/navn-lista.json'));
    expect(names.features).toEqual([
      {
        type: 'Feature',
        properties: { id: '900104', name: 'Listafjorden', type: 'fjord' },
        geometry: { type: 'Point', coordinates: [6.6501, 58.0843] },
      },
    ]);
  });

  it('reads the demo file in the same shape: real names of several types, in Norwegian waters', () => {
    const names = seaNamesFromStedsnavn(json('../../data/sea-names-demo.json'));
    expect(names.features.length).toBeGreaterThanOrEqual(20);
    const types = new Set(names.features.map((f) => f.properties?.['type']));
    expect(types.size).toBeGreaterThanOrEqual(10);
    for (const t of types) expect(SEA_NAME_TYPES).toContain(t);
    for (const f of names.features) {
      const [lon, lat] = f.geometry.coordinates;
      expect(lon).toBeGreaterThan(2);
      expect(lon).toBeLessThan(36);
      expect(lat).toBeGreaterThan(57);
      expect(lat).toBeLessThan(74);
    }
    expect(names.features.map((f) => f.properties?.['name'])).toContain('Vestfjorden');
  });
});

describe('Svalbard and Jan Mayen names', () => {
  it('keeps named points with a known terrain form only', () => {
    const names = svalbardNames({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { id: 1, name: 'Isfjorden', terrengform: 'fiord' },
          geometry: { type: 'Point', coordinates: [14.5, 78.2] },
        },
        {
          type: 'Feature',
          properties: { id: 2, name: 'X', terrengform: 'volcano' },
          geometry: { type: 'Point', coordinates: [14.5, 78.2] },
        },
        { type: 'Feature', properties: { id: 3, terrengform: 'bay' }, geometry: null },
      ],
    });
    expect(names.features.map((f) => f.properties)).toEqual([
      { id: '1', name: 'Isfjorden', terrengform: 'fiord' },
    ]);
    expect(svalbardNames('nonsense').features).toEqual([]);
  });

  it('has real demo names north of 70° N, every one with a terrain form of the spec', () => {
    const names = svalbardNames(json('../../data/svalbard-names-demo.json'));
    expect(names.features.length).toBe(20);
    for (const f of names.features) {
      expect(SVALBARD_TERRAIN_FORMS).toContain(f.properties?.['terrengform']);
      expect(f.geometry.coordinates[1]).toBeGreaterThan(70);
    }
  });
});

describe('the manifests', () => {
  it('sea names are drawn 7–14 from tiles up to 15; Svalbard names 2.2–10', () => {
    expect(SEA_NAME_ZOOMS).toEqual({ min: 7, max: 14, sourceMax: 15 });
    expect(seaNamesManifest.zoom).toEqual({ min: 7, max: 15 });
    expect(SVALBARD_NAME_ZOOMS).toEqual({ min: 2.2, max: 10 });
    expect(svalbardNamesManifest.zoom).toEqual({ min: 2, max: 10 });
    expect([seaNamesManifest.demoData, svalbardNamesManifest.demoData]).toEqual([true, true]);
  });
});
