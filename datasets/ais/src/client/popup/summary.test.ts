import { describe, expect, it } from 'vitest';
import { atonSummary, vesselSummary } from './summary.js';

const record = {
  mmsi: 257123450,
  msgtime: '2026-11-26T12:34:56Z',
  latitude: 60,
  longitude: 5,
  name: 'NORDKAPP@@',
  shipType: 30,
  speedOverGround: 10,
  courseOverGround: 123.45,
};

describe('vessel popup summary', () => {
  it('says name, MMSI, ship type, speed and course in the user’s unit and last seen', () => {
    const knots = vesselSummary('257123450', record, {
      language: 'en-US',
      speedUnit: 'knots',
      utc: true,
    });
    expect(knots).toEqual({
      mmsi: '257123450',
      name: 'NORDKAPP',
      shipType: 'Fishing vessel',
      speedCourse: '10.0 kn · 123.5°',
      lastSeen: expect.stringMatching(/12:34:56 UTC$/),
    });
    const kmh = vesselSummary('257123450', record, {
      language: 'nb-NO',
      speedUnit: 'km/h',
      utc: false,
    });
    expect(kmh.speedCourse).toBe('18,5 km/h · 123,5°');
  });

  it('has no name for an unnamed vessel (the map names it by MMSI), and dashes for the unknown', () => {
    const shown = vesselSummary(
      '257123450',
      { mmsi: 257123450, name: '257123450', msgtime: 'x' },
      { language: 'en-US', speedUnit: 'knots', utc: false },
    );
    expect(shown).toEqual({
      mmsi: '257123450',
      name: null,
      shipType: '–',
      speedCourse: '– · –',
      lastSeen: '–',
    });
  });
});

describe('aid popup summary', () => {
  it('gives the aid’s type in words, or none for an unknown code', () => {
    const aid = {
      mmsi: 992576001,
      name: 'UTSIRA',
      typeOfAidsToNavigation: 9,
      latitude: 59,
      longitude: 4,
    };
    expect(atonSummary('992576001', aid, { language: 'en-US', utc: false })).toEqual({
      mmsi: '992576001',
      name: 'UTSIRA',
      type: 'Beacon, cardinal N',
      lastReceived: '–',
    });
    expect(
      atonSummary(
        '992576001',
        { ...aid, typeOfAidsToNavigation: 99 },
        { language: 'nb-NO', utc: false },
      ).type,
    ).toBeNull();
  });
});
