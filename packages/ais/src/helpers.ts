import type { Eta } from './types.js';

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * Formats an ETA as BarentsWatch's `MMddHHmm` string. Missing parts are written with the
 * AIS "not available" values (month 00, day 00, hour 24, minute 60) so the string always
 * has eight digits and round-trips through the raw message.
 */
export function formatEta(eta: Eta): string {
  return pad2(eta.month ?? 0) + pad2(eta.day ?? 0) + pad2(eta.hour ?? 24) + pad2(eta.minute ?? 60);
}

/**
 * Converts the raw rate-of-turn indicator (−127…127) to degrees per minute, positive to
 * starboard: ROT = 4.733·√|raw|, signed. Returns null when not available and for ±127/±128
 * (turning at more than 5°/30 s with no turn indicator, so no rate is known).
 */
export function rateOfTurnToDegreesPerMinute(raw: number | null): number | null {
  if (raw === null || raw <= -127 || raw >= 127) return null;
  const rate = (raw / 4.733) ** 2;
  return raw < 0 ? -rate : rate;
}
