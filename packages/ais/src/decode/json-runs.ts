/**
 * Runs of a JSON line that depend only on a few bits, rendered once for every value of those
 * bits: one copy then replaces a dozen key-and-value writes (the message types written most).
 */
import { fixed, type Fixed } from './json-bytes.js';

/** `{"messageType":T,"repeatIndicator":R,"mmsi":`, at index T · 4 + R (T 0–27). */
export const HEADS: readonly Fixed[] = Array.from({ length: 28 * 4 }, (_, k) =>
  fixed(`{"messageType":${k >> 2},"repeatIndicator":${k & 3},"mmsi":`),
);

/** `,"navigationalStatus":N,"rateOfTurn":` for N 0–15. */
export const NAV_STATUS: readonly Fixed[] = Array.from({ length: 16 }, (_, n) =>
  fixed(`,"navigationalStatus":${n},"rateOfTurn":`),
);

/**
 * Types 1–3 after the time stamp: manoeuvre indicator (bits 143–144, 0 = null) and RAIM
 * (bit 148), at index indicator · 2 + RAIM, up to the radio status value.
 */
export const CLASS_A_TAIL: readonly Fixed[] = Array.from({ length: 8 }, (_, k) =>
  fixed(
    `,"specialManoeuvreIndicator":${k >> 1 === 0 ? 'null' : k >> 1},"raim":${(k & 1) === 1},"radioStatus":`,
  ),
);

/** Type 18 bits 141–148 (seven flags and the radio status selector), up to the radio status. */
export const CLASS_B_FLAGS: readonly Fixed[] = Array.from({ length: 256 }, (_, v) => {
  const on = (bit: number): boolean => (v & (1 << bit)) !== 0;
  return fixed(
    `,"csUnit":${on(7)},"display":${on(6)},"dsc":${on(5)},"band":${on(4)},"message22":${on(3)},"assignedMode":${on(2)},"raim":${on(1)},"radioStatusSelector":${v & 1},"radioStatus":`,
  );
});
