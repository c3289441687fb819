/** gpsd raw value → our expected value: the standard's scalings, written for the differential test. */

export type Raw = unknown;

/**
 * [our field path, gpsd field, gpsd raw → expected value of ours (undefined: not comparable),
 * optional comparison when plain equality is not the rule].
 */
export type FieldMap =
  | readonly [string, string, (raw: Raw, gpsd: Record<string, Raw>) => unknown]
  | readonly [
      string,
      string,
      (raw: Raw, gpsd: Record<string, Raw>) => unknown,
      (ours: unknown, expected: unknown) => boolean,
    ];

export const same = (raw: Raw): unknown => raw;
export const naTo = (na: number) => (raw: Raw) => (raw === na ? null : raw);
export const atLeastNull = (min: number, div: number) => (raw: Raw) =>
  (raw as number) >= min ? null : (raw as number) / div;
export const tenthsNa = (na: number) => (raw: Raw) => (raw === na ? null : (raw as number) / 10);
export const pos = (unitsPerDegree: number, naDegrees: number) => (raw: Raw) =>
  raw === naDegrees * unitsPerDegree ? null : (raw as number) / unitsPerDegree;
export const emptyNull = (raw: Raw): unknown => (raw === '' ? null : raw);
export const zeroNull = naTo(0);
export const bit = (raw: Raw): boolean => raw === true || raw === 1;
// gpsd writes absent optional fields of types 15 and 16 as 0, so a 0 cannot be compared.
export const optional = (raw: Raw): unknown => (raw === 0 ? undefined : raw);
/**
 * KNOWN: gpsd ends six-bit text at the first `@`; we only strip trailing `@` padding and
 * spaces, so text with an `@` inside is longer with us. The part before the `@` must agree.
 */
export const textCompare = (ours: unknown, expected: unknown): boolean =>
  ours === expected ||
  (typeof ours === 'string' &&
    ours.includes('@') &&
    (ours.split('@')[0]!.trimEnd() || null) === expected);

export const LON10K = pos(600_000, 181);
export const LAT10K = pos(600_000, 91);
export const LON10 = pos(600, 181);
export const LAT10 = pos(600, 91);

/** gpsd's `timestamp` of types 4/11 is "YYYY-MM-DDTHH:MM:SSZ" built from the raw fields. */
export function utcPart(index: number, na: number) {
  return (raw: Raw): unknown => {
    const parts = String(raw).match(/\d+/g) ?? [];
    const v = Number(parts[index]);
    return v === na ? null : v;
  };
}

export const upTo = (max: number) => (r: Raw) => ((r as number) > max ? null : r);
export const offset = (max: number, off: number, div: number) => (r: Raw) =>
  (r as number) > max ? null : ((r as number) - off) / div;
