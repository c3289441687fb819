import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  assertRoundTrips,
  common,
  dimensions,
  grid,
  int,
  lat,
  lon,
  motion,
  orNull,
  text,
  classBRadio,
} from '../testing/arbitraries.js';

const classA = fc.record({
  messageType: fc.constantFrom(1 as const, 2 as const, 3 as const),
  ...common,
  navigationalStatus: int(0, 15),
  rateOfTurn: orNull(int(-127, 127)),
  ...motion,
  specialManoeuvreIndicator: orNull(int(1, 2)),
  raim: fc.boolean(),
  radioStatus: int(0, 2 ** 19 - 1),
});

const voyage = fc.record({
  messageType: fc.constant(5 as const),
  ...common,
  aisVersion: int(0, 2),
  imoNumber: orNull(int(1_000_000, 9_999_999)),
  callSign: orNull(text(1, 7)),
  name: orNull(text(1, 20)),
  shipType: orNull(int(1, 99)),
  ...dimensions,
  positionFixingDeviceType: orNull(int(1, 8)),
  eta: fc.record({
    month: orNull(int(1, 12)),
    day: orNull(int(1, 31)),
    hour: orNull(int(0, 23)),
    minute: orNull(int(0, 59)),
  }),
  draught: orNull(grid(1, 255, 10)),
  destination: orNull(text(1, 20)),
  dte: fc.boolean(),
});

const classB = fc.record({
  messageType: fc.constant(18 as const),
  ...common,
  ...motion,
  csUnit: fc.boolean(),
  display: fc.boolean(),
  dsc: fc.boolean(),
  band: fc.boolean(),
  message22: fc.boolean(),
  assignedMode: fc.boolean(),
  raim: fc.boolean(),
  ...classBRadio,
});

const partA = fc.record({
  messageType: fc.constant(24 as const),
  ...common,
  partNumber: fc.constant(0 as const),
  name: orNull(text(1, 20)),
});

const longRange = fc.record({
  messageType: fc.constant(27 as const),
  ...common,
  positionAccuracy: fc.boolean(),
  raim: fc.boolean(),
  navigationalStatus: int(0, 15),
  longitude: orNull(grid(-108_000, 108_000, 600)),
  latitude: orNull(grid(-54_000, 54_000, 600)),
  speedOverGround: orNull(int(0, 62)),
  courseOverGround: orNull(int(0, 359)),
  positionLatency: fc.boolean(),
});

const partB = fc.record({
  messageType: fc.constant(24 as const),
  ...common,
  partNumber: fc.constant(1 as const),
  shipType: orNull(int(1, 99)),
  vendorId: orNull(text(1, 3)),
  unitModelCode: int(0, 15),
  serialNumber: int(0, 2 ** 20 - 1),
  callSign: orNull(text(1, 7)),
  ...dimensions,
  mothershipMmsi: fc.constant(null),
});

const baseStation = fc.record({
  messageType: fc.constantFrom(4 as const, 11 as const),
  ...common,
  utcYear: orNull(int(1, 9999)),
  utcMonth: orNull(int(1, 12)),
  utcDay: orNull(int(1, 31)),
  utcHour: orNull(int(0, 23)),
  utcMinute: orNull(int(0, 59)),
  utcSecond: orNull(int(0, 59)),
  positionAccuracy: fc.boolean(),
  longitude: lon,
  latitude: lat,
  positionFixingDeviceType: orNull(int(1, 15)),
  longRangeControl: fc.boolean(),
  raim: fc.boolean(),
  radioStatus: int(0, 2 ** 19 - 1),
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
    assertRoundTrips(arbitrary);
  });
});
