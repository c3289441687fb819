/** Per-message context taken from the sentence and its tag block, copied into every result. */
export interface Envelope {
  /** Tag-block reception time as ISO-8601, or null. */
  msgtime: string | null;
  /** Tag-block source station, or null. */
  source: string | null;
  /** Radio channel letter, or null. */
  channel: string | null;
  /** Armoured payload, fragments joined. */
  payload: string;
  /** Fill bits of the last fragment. */
  fillBits: number;
}

/** Speed in 0.1 kn with 1023 as "not available". */
export function speedTenths(raw: number): number | null {
  return raw === 1023 ? null : raw / 10;
}

/** Course in 0.1° with 3600 as "not available" (3601–4095 are not used and also null). */
export function courseTenths(raw: number): number | null {
  return raw >= 3600 ? null : raw / 10;
}

/** Value with a single "not available" code. */
export function na(raw: number, notAvailable: number): number | null {
  return raw === notAvailable ? null : raw;
}

/** Time stamp second: 60 means "not available"; 61–63 keep their special meanings. */
export function second(raw: number): number | null {
  return raw === 60 ? null : raw;
}
