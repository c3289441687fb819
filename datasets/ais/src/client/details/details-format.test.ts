import { describe, expect, it } from 'vitest';
import {
  formatCountry,
  formatCourse,
  formatDimensions,
  formatDistanceFrom,
  formatDraught,
  formatEta,
  formatHeading,
  formatLastSeen,
  formatNavigationalStatus,
  formatShipType,
  formatSpeed,
  formatText,
} from './details-format.js';
import type { FullVesselRecord } from './vessel-host.js';
import { detailsText } from './strings.js';
import { newerRecord } from './vessel-merge.js';
import { parseMmsi, vesselLookupBody } from './vessel-lookup.js';

const record = (fields: Partial<FullVesselRecord> = {}): FullVesselRecord => ({
  mmsi: 257123456,
  msgtime: '2025-03-01T11:38:39+00:00',
  latitude: 60,
  longitude: 5,
  ...fields,
});

describe('vessel details formatting', () => {
  it('shows speed in knots or km/h as the user chose (× 1.94384 through m/s)', () => {
    expect(formatSpeed(12.3, 'knots', 'en-US')).toBe('12.3 kn');
    expect(formatSpeed(10, 'km/h', 'en-US')).toBe('18.5 km/h');
    expect(formatSpeed(12.3, 'knots', 'nb-NO')).toBe('12,3 kn');
    expect(formatSpeed(null, 'knots', 'en-US')).toBe('–');
  });

  it('shows course with one decimal and heading in whole degrees', () => {
    expect(formatCourse(359.9, 'en-US')).toBe('359.9°');
    expect(formatHeading(87)).toBe('87°');
    expect(formatHeading(null)).toBe('–');
  });

  it('shows length × width from the four dimensions, else from the length and width', () => {
    expect(
      formatDimensions(
        record({ dimensionA: 100, dimensionB: 20, dimensionC: 10, dimensionD: 12 }),
        'en-US',
      ),
    ).toBe('120 × 22 m');
    expect(formatDimensions(record({ shipLength: 50, shipWidth: 9 }), 'en-US')).toBe('50 × 9 m');
    expect(formatDimensions(record(), 'en-US')).toBe('–');
  });

  it('shows the draught in metres from decimetres', () => {
    expect(formatDraught(49, 'en-US')).toBe('4.9 m');
    expect(formatDraught(0, 'en-US')).toBe('–');
  });

  it('reads the ETA of AIS (MMddHHmm, UTC)', () => {
    expect(formatEta('12241330')).toBe('24.12 13:30 UTC');
    expect(formatEta('03012460')).toBe('01.03');
    expect(formatEta('00002460')).toBe('–');
    expect(formatEta(null)).toBe('–');
  });

  it('shows last seen in UTC with a mark when that setting is on', () => {
    expect(formatLastSeen('2025-03-01T11:38:39+00:00', true, 'en-US')).toBe(
      '03/01/2025, 11:38:39 UTC',
    );
    expect(formatLastSeen('2025-03-01T11:38:39+00:00', false, 'en-US')).not.toMatch(/UTC/);
  });

  it('gives the country by name from the MMSI, no flag emoji (spec 01 §9)', () => {
    expect(formatCountry(257123456, 'en-US')).toBe('Norway');
    expect(formatCountry(257123456, 'nb-NO')).toBe('Norge');
    expect(formatCountry(1234567890, 'en-US')).toBe('–');
  });

  it('names ship type and navigational status', () => {
    expect(formatShipType(record({ shipType: 30 }), 'en-US')).toBe('Fishing vessel');
    expect(formatNavigationalStatus(record({ navigationalStatus: 7 }), 'en-US')).toBe(
      'engaged in fishing',
    );
    expect(formatNavigationalStatus(record({ navigationalStatus: null }), 'en-US')).toBe('–');
  });

  it('gives distance, nautical miles and bearing from a point (spec 01 §5)', () => {
    // One minute of latitude due north is one nautical mile.
    const text = formatDistanceFrom([5, 60 - 1 / 60], record(), 'en-US');
    expect(text).toBe('1.9 km (1.00 NM) 000°');
  });

  it('trims AIS padding from texts', () => {
    expect(formatText('FISKEBAS@@@')).toBe('FISKEBAS');
    expect(formatText('   ')).toBe('–');
  });
});

describe('vessel records', () => {
  it('lets a newer stream update keep the static fields it lacks', () => {
    const full = record({ name: 'HAVBRIS', callSign: 'LABC', speedOverGround: 3 });
    const update = record({ msgtime: '2025-03-01T11:40:00+00:00', speedOverGround: 9 });
    expect(newerRecord(full, update)).toMatchObject({ name: 'HAVBRIS', speedOverGround: 9 });
    const older = record({ msgtime: '2025-03-01T11:00:00+00:00', speedOverGround: 1 });
    expect(newerRecord(full, older).speedOverGround).toBe(3);
  });

  it('looks a vessel up with the spec body and accepts only 1–9 digit MMSIs', () => {
    expect(vesselLookupBody(257123456)).toEqual({
      downsample: true,
      modelFormat: 'Json',
      modelType: 'Full',
      since: '2013-01-01T00:00:00Z',
      mmsi: [257123456],
    });
    expect(parseMmsi('257123456')).toBe(257123456);
    expect(parseMmsi('2571234567')).toBeNull();
    expect(parseMmsi('abc')).toBeNull();
  });

  it("says 'Vessel not found' in both languages", () => {
    expect(detailsText('en-US', 'vesselNotFound')).toBe('Vessel not found');
    expect(detailsText('en-US', 'notInMap')).toBe(
      'The vessel is not in the map (possibly not logged in or no access to the vessel type)',
    );
    expect(detailsText('nb-NO', 'vesselNotFound')).toBe('Fartøy ikke funnet');
  });
});

describe('favourite MMSIs', () => {
  it('reach the filter inputs the showFavoritesOnly filter reads', async () => {
    const { setFavouriteMmsis } = await import('./vessel-host.js');
    const { getVesselFilterInputs } = await import('../filters/inputs.js');
    setFavouriteMmsis(new Set([257000001]));
    expect([...getVesselFilterInputs().favourites]).toEqual([257000001]);
  });
});
