import { describe, expect, it } from 'vitest';
import { distressDevice, distressSignal } from './distress.js';

describe('distress beacons', () => {
  it.each([
    [970123456, 'sart'],
    [972123456, 'mob'],
    [974123456, 'epirb'],
    [971123456, null],
    [257000001, null],
    [97012345, null],
  ])('MMSI %i is %s', (mmsi, device) => {
    expect(distressDevice(mmsi)).toBe(device);
  });

  it.each([
    [
      { mmsi: 970123456, navigationalStatus: 14 },
      { device: 'sart', test: false },
    ],
    [
      { mmsi: 972123456, safetyText: 'MOB ACTIVE' },
      { device: 'mob', test: false },
    ],
    [
      { mmsi: 974123456, safetyText: 'sart active ' },
      { device: 'epirb', test: false },
    ],
    [
      { mmsi: 970123456, navigationalStatus: 15 },
      { device: 'sart', test: true },
    ],
    [
      { mmsi: 970123456, safetyText: 'SART TEST' },
      { device: 'sart', test: true },
    ],
    [{ mmsi: 970123456, navigationalStatus: 0 }, null],
    [{ mmsi: 257000001, navigationalStatus: 14 }, null],
    [{ mmsi: 257000001, safetyText: 'SART ACTIVE' }, null],
  ])('%j → %j', (input, expected) => {
    expect(distressSignal(input)).toEqual(expected);
  });
});
