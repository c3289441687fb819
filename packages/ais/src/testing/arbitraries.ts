/**
 * fast-check arbitraries for encode → decode round trips. Values are drawn on the grid each
 * field can carry, so the decoder must give them back exactly; `k / scale` is the same float
 * the decoder computes.
 */

import fc from 'fast-check';
import { expect } from 'vitest';
import { createAisDecoder } from '../decode/decoder.js';
import { AisEncoder, type AisMessageInput } from '../encode/index.js';
import type { AisMessage } from '../types.js';

export const grid = (min: number, max: number, scale: number): fc.Arbitrary<number> =>
  fc.integer({ min, max }).map((k) => k / scale);
export const orNull = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.option(a, { nil: null, freq: 5 });
export const int = (min: number, max: number): fc.Arbitrary<number> => fc.integer({ min, max });

/** Positions in 1/10 000 minute (types 1–4, 9, 11, 18, 19, 21). */
export const lon = orNull(grid(-108_000_000, 108_000_000, 600_000));
export const lat = orNull(grid(-54_000_000, 54_000_000, 600_000));
/** Report second: 0–59 or the special 61–63 (60 is "not available", i.e. null). */
export const second = orNull(fc.oneof(int(0, 59), int(61, 63)));
export const direction = orNull(int(0, 359));

export const chars = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -.'];
/** Six-bit text the decoder returns unchanged: no trailing blanks, at least `min` long. */
export const text = (min: number, max: number): fc.Arbitrary<string> =>
  fc
    .array(fc.constantFrom(...chars), { minLength: min, maxLength: max })
    .map((cs) => cs.join('').trim())
    .filter((s) => s.length >= min);

export const common = {
  repeatIndicator: int(0, 3),
  mmsi: int(200_000_000, 779_999_999),
};
export const dimensions = {
  dimensionA: int(0, 511),
  dimensionB: int(0, 511),
  dimensionC: int(0, 63),
  dimensionD: int(0, 63),
};
/** The position, speed, course and heading block of class A and class B reports. */
/** Class B radio fields: the selector bit and the 19-bit communication state. */
export const classBRadio = {
  radioStatusSelector: int(0, 1),
  radioStatus: int(0, 2 ** 19 - 1),
};

export const motion = {
  speedOverGround: orNull(grid(0, 1022, 10)),
  positionAccuracy: fc.boolean(),
  longitude: lon,
  latitude: lat,
  courseOverGround: orNull(grid(0, 3599, 10)),
  trueHeading: direction,
  timeStamp: second,
};

export interface Env {
  channel: 'A' | 'B';
  source: string;
  time: number;
}
export const envelope: fc.Arbitrary<Env> = fc.record({
  channel: fc.constantFrom('A' as const, 'B' as const),
  source: fc.constantFrom('2573205', '2573550'),
  time: fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }),
});

/** Encodes one message with the envelope and decodes the lines again with a fresh decoder. */
export function roundTrip(message: AisMessageInput, env: Env): AisMessage[] {
  const lines = new AisEncoder().encode(message, env);
  const decoder = createAisDecoder();
  return lines.flatMap((line) => decoder.push(line)) as AisMessage[];
}

/** The reception fields a decoded message gets from the envelope. */
export const received = (env: Env) => ({
  msgtime: new Date(env.time * 1000).toISOString(),
  source: env.source,
  channel: env.channel,
});

/** The payload fields of the message sent as `lines`: payloads joined, last fill bits. */
export function framingOf(lines: string[]): { payload: string; fillBits: number } {
  const fields = lines.map((line) => line.slice(line.lastIndexOf('!')).split(','));
  return {
    payload: fields.map((f) => f[5]).join(''),
    fillBits: Number(fields.at(-1)?.[6]?.[0]),
  };
}

/** Every message the arbitrary draws must decode to itself plus the envelope's fields. */
export function assertRoundTrips(arbitrary: fc.Arbitrary<object>): void {
  fc.assert(
    fc.property(arbitrary, envelope, (message, env) => {
      const lines = new AisEncoder().encode(message as AisMessageInput, env);
      expect(roundTrip(message as AisMessageInput, env)).toEqual([
        { ...message, ...received(env), ...framingOf(lines) },
      ]);
    }),
    { numRuns: 300 },
  );
}
