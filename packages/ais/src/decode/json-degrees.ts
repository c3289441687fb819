/**
 * Coordinates written as `String(raw / units)` writes them, from the integer `raw`, without
 * the engine's number-to-text conversion (which allocates a string per number and was a third
 * of the command line's JSON time). `units` is 6 · 10^D (D = 5: 1/10 000 minute; D = 2:
 * 1/10 minute), so q = raw / units = (raw / 6) / 10^D:
 *
 * - when 3 divides raw, q is a decimal with at most D + 1 digits after the point, and its
 *   double prints as that decimal (doubles this size lie far closer together);
 * - otherwise q = (Q + r/6) / 10^D with r in {1, 2, 4, 5}: its digits are those of Q, one
 *   digit of r/6, then 3s or 6s for ever. The double d nearest q prints as the shortest
 *   decimal that reads back as d, the nearest to d among the shortest. Decimals of 15 or fewer
 *   significant digits are too far from q (≥ a third of their last unit, while d is within
 *   0.9 units of the 16th digit), and some 17-digit one always reads back, so the answer is
 *   q's digits to 16 or 17 places with the last two moved by a small integer: how far d lies
 *   from q, measured exactly enough with a two-product of d · units, decides which.
 *
 * Anything that comes near a rounding boundary takes the engine's conversion instead. Every
 * value of the 28-bit and 18-bit fields prints as the engine prints it, none taking that
 * detour (`npm run check:degrees -w @havkart/ais`; unit tests check edges and samples).
 */

const SPLIT = 134_217_729; // 2^27 + 1, Veltkamp's constant for doubles

/** Powers of ten as doubles (exact up to 10^22). */
const POW10 = Float64Array.from({ length: 23 }, (_, k) => 10 ** k);

/** Distance kept from any rounding boundary before the digits are trusted. */
const MARGIN = 1e-6;

/** Writes the decimal digits of the integer 0 ≤ `v` < 2^31 into `count` places, zero-padded. */
function padded(buf: Uint8Array, p: number, v: number, count: number): number {
  for (let at = p + count - 1; at >= p; at--) {
    const q = (v / 10) | 0;
    buf[at] = 48 + v - q * 10;
    v = q;
  }
  return p + count;
}

/** 2^(k − 100) for k = 0 … 127: exact, and a table read instead of a power per number. */
const POW2 = Float64Array.from({ length: 128 }, (_, k) => 2 ** (k - 100));

/** Number of decimal digits of the integer `v` ≥ 1. */
function digitCount(v: number): number {
  let n = 1;
  while (v >= POW10[n]!) n++;
  return n;
}

/**
 * Writes `raw / units` (`units` = 6 · 10^`decimals − 1`, raw a signed integer with |raw| <
 * 2^31) as the engine would print it, or returns −1 (writing nothing) when it cannot be sure.
 */
export function repeatingDegrees(
  buf: Uint8Array,
  p: number,
  raw: number,
  units: number,
  decimals: number,
): number {
  const a = raw < 0 ? -raw : raw;
  const D = decimals - 1;
  const d = a / units;
  const Q = Math.floor(a / 6);
  const r = a - Q * 6;
  // The digit after Q's, then the repeating one: 1/6 = .1666…, 2/6 = .333…, 4/6, 5/6 = .8333…
  const next = r === 1 ? 1 : r === 2 ? 3 : r === 4 ? 6 : 8;
  const rep = r === 1 || r === 4 ? 6 : 3;
  const scaleD = POW10[D]!;
  const whole = Math.floor(Q / scaleD);
  const fracQ = Q - whole * scaleD;
  // Significant digits before the point, or zeros after it before the first one.
  let F16: number;
  if (whole > 0) F16 = 16 - digitCount(whole);
  else {
    const lead = fracQ > 0 ? D - digitCount(fracQ) : D;
    F16 = 16 + lead;
  }
  if (F16 < D + 3 || F16 + 1 > 22) return -1;
  // d − q in units of the 16th significant digit, from the exact error of d · units − a.
  const hi = d * units;
  // Dekker's two-product, written out here: a call returning a double would box it.
  let t = SPLIT * d;
  const dh = t - (t - d);
  const dl = d - dh;
  t = SPLIT * units;
  const uh = t - (t - units);
  const ul = units - uh;
  const err = hi - a + (dh * uh - hi + dh * ul + dl * uh + dl * ul);
  const scale16 = POW10[F16]! / units;
  const delta16 = err * scale16;
  // Half the spacing of doubles around d, in the same units.
  let e2 = Math.floor(Math.log2(d)) + 100;
  if (POW2[e2]! > d) e2--;
  else if (POW2[e2 + 1]! <= d) e2++;
  const halfUlp16 = POW2[e2 - 53]! * POW10[F16]!;
  const f = rep / 9;
  let F = F16;
  let x = f + delta16;
  let half = halfUlp16;
  let k = Math.round(x);
  let miss = Math.abs(k - x);
  if (Math.abs(miss - 0.5) < MARGIN || Math.abs(miss - half) < MARGIN) return -1;
  if (miss > half) {
    F = F16 + 1;
    x = f + delta16 * 10;
    half = halfUlp16 * 10;
    k = Math.round(x);
    miss = Math.abs(k - x);
    if (Math.abs(miss - 0.5) < MARGIN || miss > half - MARGIN) return -1;
  }
  const lastTwo = rep * 11 + k;
  if (lastTwo % 10 === 0) return -1;
  if (raw < 0) buf[p++] = 45;
  if (whole === 0) buf[p++] = 48;
  else p = padded(buf, p, whole, digitCount(whole));
  buf[p++] = 46;
  p = padded(buf, p, fracQ, D);
  buf[p++] = 48 + next;
  for (let k2 = D + 1; k2 < F - 2; k2++) buf[p++] = 48 + rep;
  return padded(buf, p, lastTwo, 2);
}
