import { describe, expect, it } from 'vitest';
import {
  MAX_FLEETS_PER_USER,
  MAX_VESSELS_PER_FLEET,
  applyFleetVessels,
  checkFleetMmsis,
  checkFleetName,
  checkNewFleet,
  fleetVesselInfo,
} from './fleet.js';
import { parseSharedFleet, sharedFleetLink } from './shared-fleet.js';

const mmsis = (n: number, from = 257000000) =>
  Array.from({ length: n }, (_, i) => String(from + i));

describe('fleet limits (A18)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['A', true],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
    ['æ'.repeat(100), true],
  ])('name %j accepted: %s', (name, ok) => {
    expect(checkFleetName(name) === null).toBe(ok);
  });

  it('names the first MMSI that is not nine digits by its index', () => {
    expect(checkFleetMmsis(['257000001', '257000002', '2570', '12345678x'])).toEqual({
      field: 'body.mmsis.2',
      message: expect.any(String),
    });
    expect(checkFleetMmsis(['257000001'])).toBeNull();
  });

  it('takes 50 fleets and 500 vessels, refuses the 51st and the 501st', () => {
    const fleet = { name: 'Fiske', mmsis: mmsis(MAX_VESSELS_PER_FLEET) };
    expect(checkNewFleet(fleet, MAX_FLEETS_PER_USER - 1)).toBeNull();
    expect(checkNewFleet(fleet, MAX_FLEETS_PER_USER)?.field).toBe('body');
    expect(checkNewFleet({ name: 'F', mmsis: mmsis(501) }, 0)?.field).toBe('body.mmsis');
    // Duplicates count once.
    expect(checkNewFleet({ name: 'F', mmsis: [...mmsis(500), '257000000'] }, 0)).toBeNull();
  });
});

describe('fleet vessel verbs (A51)', () => {
  const current = ['257000001', '257000002'];
  it('adds only what is new, keeping order', () => {
    expect(applyFleetVessels(current, 'add', ['257000002', '257000003'])).toEqual([
      '257000001',
      '257000002',
      '257000003',
    ]);
  });
  it('replaces the whole list', () => {
    expect(applyFleetVessels(current, 'replace', ['257000009', '257000009'])).toEqual([
      '257000009',
    ]);
  });
  it('removes the listed MMSIs and ignores ones not there', () => {
    expect(applyFleetVessels(current, 'remove', ['257000001', '999999999'])).toEqual(['257000002']);
  });
});

describe('fleet vessel info (R20.02)', () => {
  it('takes ircs from the call sign', () => {
    expect(
      fleetVesselInfo('257000001', { name: 'ALDA', callSign: 'LK1234', shipType: 30 }),
    ).toEqual({ mmsi: '257000001', name: 'ALDA', ircs: 'LK1234', shipType: 30 });
  });
  it('gives nulls for a vessel with no record', () => {
    expect(fleetVesselInfo('257000001', undefined)).toEqual({
      mmsi: '257000001',
      name: null,
      ircs: null,
      shipType: null,
    });
  });
});

describe('shared-fleet link (A52)', () => {
  it('round-trips a name with spaces and Norwegian letters', () => {
    const fleet = { name: 'Båter i Bodø & co', mmsis: ['257000001', '257000002'] };
    const link = sharedFleetLink(fleet);
    expect(link).toBe(
      '/sharedfleet?name=B%C3%A5ter%20i%20Bod%C3%B8%20%26%20co&mmsis=257000001,257000002',
    );
    expect(parseSharedFleet(link.split('?')[1]!)).toEqual(fleet);
  });
  it('drops invalid MMSIs and refuses a link with none or no name', () => {
    expect(parseSharedFleet('name=F&mmsis=257000001,12,abc')).toEqual({
      name: 'F',
      mmsis: ['257000001'],
    });
    expect(parseSharedFleet('name=F&mmsis=12')).toBeNull();
    expect(parseSharedFleet('mmsis=257000001')).toBeNull();
  });
  it('cuts a long link at the fleet limit', () => {
    const parsed = parseSharedFleet(`name=F&mmsis=${mmsis(600).join(',')}`);
    expect(parsed?.mmsis).toHaveLength(MAX_VESSELS_PER_FLEET);
  });
});
