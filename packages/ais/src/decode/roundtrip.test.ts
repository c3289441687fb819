import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAisDecoder } from './decoder.js';
import { AisEncoder } from '../encode/index.js';
import type { AisMessageInput } from '../encode/index.js';

// Values are drawn on the grid each field can carry, so encode → decode must give them back exactly.
const grid = (min: number, max: number, scale: number): fc.Arbitrary<number> =>
  fc.integer({ min, max }).map((k) => k / scale);
const orNull = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.option(a, { nil: null, freq: 5 });
const lon = orNull(grid(-108_000_000, 108_000_000, 600_000));
const lat = orNull(grid(-54_000_000, 54_000_000, 600_000));
const text = (max: number): fc.Arbitrary<string | null> =>
  orNull(
    fc
      .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -.'), {
        minLength: 1,
        maxLength: max,
      })
      .map((cs) => cs.join('').trim())
      .filter((s) => s.length > 0),
  );
const common = {
  repeatIndicator: fc.integer({ min: 0, max: 3 }),
  mmsi: fc.integer({ min: 200_000_000, max: 779_999_999 }),
};

const classA = fc.record({
  messageType: fc.constantFrom(1 as const, 2 as const, 3 as const),
  ...common,
  navigationalStatus: fc.integer({ min: 0, max: 15 }),
  rateOfTurn: orNull(fc.integer({ min: -127, max: 127 })),
  speedOverGround: orNull(grid(0, 1022, 10)),
  positionAccuracy: fc.boolean(),
  longitude: lon,
  latitude: lat,
  courseOverGround: orNull(grid(0, 3599, 10)),
  trueHeading: orNull(fc.integer({ min: 0, max: 359 })),
  timeStamp: orNull(fc.integer({ min: 0, max: 59 })),
  specialManoeuvreIndicator: orNull(fc.integer({ min: 1, max: 2 })),
  raim: fc.boolean(),
  radioStatus: fc.integer({ min: 0, max: 2 ** 19 - 1 }),
});

const voyage = fc.record({
  messageType: fc.constant(5 as const),
  ...common,
  aisVersion: fc.integer({ min: 0, max: 2 }),
  imoNumber: orNull(fc.integer({ min: 1_000_000, max: 9_999_999 })),
  callSign: text(7),
  name: text(20),
  shipType: orNull(fc.integer({ min: 1, max: 99 })),
  dimensionA: fc.integer({ min: 0, max: 511 }),
  dimensionB: fc.integer({ min: 0, max: 511 }),
  dimensionC: fc.integer({ min: 0, max: 63 }),
  dimensionD: fc.integer({ min: 0, max: 63 }),
  positionFixingDeviceType: orNull(fc.integer({ min: 1, max: 8 })),
  eta: fc.record({
    month: orNull(fc.integer({ min: 1, max: 12 })),
    day: orNull(fc.integer({ min: 1, max: 31 })),
    hour: orNull(fc.integer({ min: 0, max: 23 })),
    minute: orNull(fc.integer({ min: 0, max: 59 })),
  }),
  draught: orNull(grid(1, 255, 10)),
  destination: text(20),
  dte: fc.boolean(),
});

const classB = fc.record({
  messageType: fc.constant(18 as const),
  ...common,
  speedOverGround: orNull(grid(0, 1022, 10)),
  positionAccuracy: fc.boolean(),
  longitude: lon,
  latitude: lat,
  courseOverGround: orNull(grid(0, 3599, 10)),
  trueHeading: orNull(fc.integer({ min: 0, max: 359 })),
  timeStamp: orNull(fc.integer({ min: 0, max: 59 })),
  csUnit: fc.boolean(),
  display: fc.boolean(),
  dsc: fc.boolean(),
  band: fc.boolean(),
  message22: fc.boolean(),
  assignedMode: fc.boolean(),
  raim: fc.boolean(),
  radioStatusSelector: fc.integer({ min: 0, max: 1 }),
  radioStatus: fc.integer({ min: 0, max: 2 ** 19 - 1 }),
});

const partA = fc.record({
  messageType: fc.constant(24 as const),
  ...common,
  partNumber: fc.constant(0 as const),
  name: text(20),
});

const longRange = fc.record({
  messageType: fc.constant(27 as const),
  ...common,
  positionAccuracy: fc.boolean(),
  raim: fc.boolean(),
  navigationalStatus: fc.integer({ min: 0, max: 15 }),
  longitude: orNull(grid(-108_000, 108_000, 600)),
  latitude: orNull(grid(-54_000, 54_000, 600)),
  speedOverGround: orNull(fc.integer({ min: 0, max: 62 })),
  courseOverGround: orNull(fc.integer({ min: 0, max: 359 })),
  positionLatency: fc.boolean(),
});

const partB = fc.record({
  messageType: fc.constant(24 as const),
  ...common,
  partNumber: fc.constant(1 as const),
  shipType: orNull(fc.integer({ min: 1, max: 99 })),
  vendorId: text(3),
  unitModelCode: fc.integer({ min: 0, max: 15 }),
  serialNumber: fc.integer({ min: 0, max: 2 ** 20 - 1 }),
  callSign: text(7),
  dimensionA: fc.integer({ min: 0, max: 511 }),
  dimensionB: fc.integer({ min: 0, max: 511 }),
  dimensionC: fc.integer({ min: 0, max: 63 }),
  dimensionD: fc.integer({ min: 0, max: 63 }),
  mothershipMmsi: fc.constant(null),
});

const baseStation = fc.record({
  messageType: fc.constantFrom(4 as const, 11 as const),
  ...common,
  utcYear: orNull(fc.integer({ min: 1, max: 9999 })),
  utcMonth: orNull(fc.integer({ min: 1, max: 12 })),
  utcDay: orNull(fc.integer({ min: 1, max: 31 })),
  utcHour: orNull(fc.integer({ min: 0, max: 23 })),
  utcMinute: orNull(fc.integer({ min: 0, max: 59 })),
  utcSecond: orNull(fc.integer({ min: 0, max: 59 })),
  positionAccuracy: fc.boolean(),
  longitude: lon,
  latitude: lat,
  positionFixingDeviceType: orNull(fc.integer({ min: 1, max: 15 })),
  longRangeControl: fc.boolean(),
  raim: fc.boolean(),
  radioStatus: fc.integer({ min: 0, max: 2 ** 19 - 1 }),
});

const envelope = fc.record({
  channel: fc.constantFrom('A' as const, 'B' as const),
  source: fc.constantFrom('2573205', '2573550'),
  time: fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }),
});

describe('encode → decode round trip', () => {
  it.each([
    ['class A', classA],
    ['static and voyage', voyage],
    ['class B', classB],
    ['static data part A', partA],
    ['long range', longRange],
    ['static data part B', partB],
    ['base station', baseStation],
  ] as const)('%s', (_name, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, envelope, (message, env) => {
        const lines = new AisEncoder().encode(message as AisMessageInput, env);
        const decoder = createAisDecoder();
        const results = lines.flatMap((line) => decoder.push(line));
        expect(results).toEqual([
          {
            ...message,
            msgtime: new Date(env.time * 1000).toISOString(),
            source: env.source,
            channel: env.channel,
          },
        ]);
      }),
      { numRuns: 300 },
    );
  });
});
