import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AisEncoder } from '../encode/index.js';
import {
  assertRoundTrips,
  chars,
  common,
  dimensions,
  direction,
  envelope,
  grid,
  int,
  lat,
  lon,
  motion,
  orNull,
  received,
  roundTrip,
  second,
  text,
  classBRadio,
} from '../testing/arbitraries.js';

/** Tenths on an 8-bit field: 0–25.0 plus 25.1 for "25.1 or more". */
const tenths8 = orNull(grid(0, 251, 10));

const meteoData = fc.record({
  longitude: orNull(grid(-10_800_000, 10_800_000, 60_000)),
  latitude: orNull(grid(-5_400_000, 5_400_000, 60_000)),
  positionAccuracy: fc.boolean(),
  utcDay: orNull(int(1, 31)),
  utcHour: orNull(int(0, 23)),
  utcMinute: orNull(int(0, 59)),
  windSpeed: orNull(int(0, 126)),
  windGust: orNull(int(0, 126)),
  windDirection: direction,
  windGustDirection: direction,
  airTemperature: orNull(grid(-600, 600, 10)),
  relativeHumidity: orNull(int(0, 100)),
  dewPoint: orNull(grid(-200, 500, 10)),
  airPressure: orNull(int(799, 1201)),
  airPressureTendency: orNull(int(0, 2)),
  horizontalVisibility: orNull(grid(0, 126, 10)),
  visibilityGreaterThan: fc.boolean(),
  waterLevel: orNull(int(0, 4000).map((raw) => (raw - 1000) / 100)),
  waterLevelTrend: orNull(int(0, 2)),
  surfaceCurrentSpeed: tenths8,
  surfaceCurrentDirection: direction,
  currentSpeed2: tenths8,
  currentDirection2: direction,
  currentDepth2: orNull(int(0, 30)),
  currentSpeed3: tenths8,
  currentDirection3: direction,
  currentDepth3: orNull(int(0, 30)),
  waveHeight: tenths8,
  wavePeriod: orNull(int(0, 60)),
  waveDirection: direction,
  swellHeight: tenths8,
  swellPeriod: orNull(int(0, 60)),
  swellDirection: direction,
  seaState: orNull(int(0, 12)),
  waterTemperature: orNull(grid(-100, 500, 10)),
  precipitationType: orNull(int(0, 6)),
  salinity: orNull(grid(0, 501, 10)),
  ice: orNull(int(0, 1)),
});

const meteo = fc
  .record({ messageType: fc.constant(8 as const), ...common, meteo: meteoData })
  // The "greater than" flag shares its octet with the visibility and means nothing without it.
  .map((m) =>
    m.meteo.horizontalVisibility === null
      ? { ...m, meteo: { ...m.meteo, visibilityGreaterThan: false } }
      : m,
  );

/** Application data as hex with every bit past `dataBitLength` zero, as the decoder pads it. */
const applicationData = int(0, 1008 - 56).chain((bits) =>
  fc.uint8Array({ minLength: Math.ceil(bits / 8), maxLength: Math.ceil(bits / 8) }).map((bytes) => {
    const last = bytes.length - 1;
    if (bits % 8 !== 0) bytes[last] = bytes[last]! & (0xff << (8 - (bits % 8)));
    return {
      data: Buffer.from(bytes).toString('hex'),
      dataBitLength: bits,
    };
  }),
);

const binary = fc
  .record({
    messageType: fc.constant(8 as const),
    ...common,
    dac: int(0, 1023),
    fi: int(0, 63),
    payload: applicationData,
  })
  // DAC 1 FI 11 and FI 31 are decoded as met/hydro data; they have their own property.
  .filter((m) => !(m.dac === 1 && (m.fi === 11 || m.fi === 31)))
  .map(({ payload, ...m }) => ({ ...m, ...payload, meteo: null }));

const sar = fc.record({
  messageType: fc.constant(9 as const),
  ...common,
  altitude: orNull(int(0, 4094)),
  speedOverGround: orNull(int(0, 1022)),
  positionAccuracy: fc.boolean(),
  longitude: lon,
  latitude: lat,
  courseOverGround: orNull(grid(0, 3599, 10)),
  timeStamp: second,
  altitudeSensor: fc.boolean(),
  dte: fc.boolean(),
  assignedMode: fc.boolean(),
  raim: fc.boolean(),
  ...classBRadio,
});

const extendedClassB = fc.record({
  messageType: fc.constant(19 as const),
  ...common,
  ...motion,
  name: orNull(text(1, 20)),
  shipType: orNull(int(1, 99)),
  ...dimensions,
  positionFixingDeviceType: orNull(int(1, 15)),
  raim: fc.boolean(),
  dte: fc.boolean(),
  assignedMode: fc.boolean(),
});

/** AtoN names: short ones, and 21–34 characters that spill into the name extension. */
const atonName = orNull(
  fc.oneof(
    text(1, 20),
    fc
      .tuple(fc.array(fc.constantFrom(...chars), { minLength: 20, maxLength: 20 }), text(1, 14))
      .map(([base, extension]) => base.join('') + extension),
  ),
);

const aton = fc.record({
  messageType: fc.constant(21 as const),
  ...common,
  typeOfAidsToNavigation: int(0, 31),
  name: atonName,
  positionAccuracy: fc.boolean(),
  longitude: lon,
  latitude: lat,
  ...dimensions,
  positionFixingDeviceType: orNull(int(1, 15)),
  timeStamp: second,
  offPosition: fc.boolean(),
  atonStatus: int(0, 255),
  raim: fc.boolean(),
  virtualAid: fc.boolean(),
  assignedMode: fc.boolean(),
});

describe('encode → decode round trip, remaining types', () => {
  it.each([
    ['binary broadcast, raw application data', binary],
    ['SAR aircraft', sar],
    ['extended class B', extendedClassB],
    ['aid to navigation', aton],
  ] as const)('%s', (_name, arbitrary) => {
    assertRoundTrips(arbitrary);
  });

  it('binary broadcast, DAC 1 FI 31 met/hydro data', () => {
    fc.assert(
      fc.property(meteo, envelope, (message, env) => {
        const [decoded, ...rest] = roundTrip(message, env);
        expect(rest).toEqual([]);
        expect(decoded).toMatchObject({
          ...message,
          ...received(env),
          dac: 1,
          fi: 31,
          dataBitLength: 304,
        });
        // The raw application bits must be the same bits again when sent as opaque data.
        if (decoded?.messageType !== 8) throw new Error('expected type 8');
        const { data, dataBitLength } = decoded;
        const raw = { ...message, meteo: null, dac: 1, fi: 31, data, dataBitLength };
        expect(new AisEncoder().encode(raw, env)).toEqual(new AisEncoder().encode(message, env));
      }),
      { numRuns: 300 },
    );
  });
});
