import { describe, expect, it } from 'vitest';
import {
  dispositionFileName,
  initialFormat,
  offeredFormats,
  trackDocument,
  trackFileBase,
} from './download-rules.js';

describe('the formats a download dialog offers', () => {
  it('keeps the dataset order and leaves out formats not offered or unknown', () => {
    expect(offeredFormats(['csv', 'olex', 'gpx', 'maxsea']).map((f) => f.id)).toEqual([
      'csv',
      'gpx',
    ]);
  });

  it('starts from the format used last while it is offered, else the first', () => {
    const formats = offeredFormats(['gpx', 'geojson', 'csv']);
    expect(initialFormat(formats, 'csv')?.id).toBe('csv');
    expect(initialFormat(formats, 'xlsx')?.id).toBe('gpx');
    expect(initialFormat(formats, undefined)?.id).toBe('gpx');
    expect(initialFormat([], 'gpx')).toBeUndefined();
  });
});

describe('the saved file name from Content-Disposition', () => {
  it('reads quoted, bare and RFC 5987 names', () => {
    expect(dispositionFileName('attachment; filename="coastalwarnings-2026-11-27.csv"')).toBe(
      'coastalwarnings-2026-11-27.csv',
    );
    expect(dispositionFileName('attachment; filename=a.gpx')).toBe('a.gpx');
    expect(dispositionFileName("attachment; filename*=UTF-8''b%C3%A5t.gpx")).toBe('båt.gpx');
  });

  it('gives none for a missing header, no name or a name with a path', () => {
    expect(dispositionFileName(null)).toBeUndefined();
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName('attachment; filename="../etc/passwd"')).toBeUndefined();
  });
});

describe('a shown track as a file', () => {
  it('is one track of the fixes with their times, named after the vessel', () => {
    const document = trackDocument(
      257123000,
      [
        { msgtime: '2026-11-27T10:00:00Z', latitude: 63.4, longitude: 10.4, speedOverGround: 8 },
        { msgtime: 'not a time', latitude: 63.41, longitude: 10.41 },
        { msgtime: '2026-11-27T10:02:00.000Z', latitude: 63.42, longitude: 10.42 },
      ],
      'AIS track 257123000',
    );
    expect(document.name).toBe('AIS track 257123000');
    expect(document.features).toEqual([
      {
        kind: 'track',
        name: 'AIS track 257123000',
        properties: { mmsi: 257123000 },
        points: [
          { lat: 63.4, lon: 10.4, time: Date.UTC(2026, 10, 27, 10, 0) },
          { lat: 63.41, lon: 10.41, time: null },
          { lat: 63.42, lon: 10.42, time: Date.UTC(2026, 10, 27, 10, 2) },
        ],
      },
    ]);
    expect(trackFileBase(257123000)).toBe('ais-track-257123000');
  });
});
