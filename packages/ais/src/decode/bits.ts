/**
 * Bit access on a de-armoured AIS payload held as one 6-bit value per byte. Reading straight
 * from this array (instead of expanding to one element per bit) keeps decoding free of
 * per-message allocations apart from the result object itself.
 */

/** Armoured payload character code → 6-bit value, or −1 for characters outside the alphabet. */
export const SIXBIT_VALUE: Int8Array = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let c = 48; c <= 87; c++) table[c] = c - 48;
  for (let c = 96; c <= 119; c++) table[c] = c - 56;
  return table;
})();

/** Six-bit text alphabet (ITU-R M.1371-5 table 47), indexed by 6-bit value. */
const TEXT_ALPHABET = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !"#$%&\'()*+,-./0123456789:;<=>?';
const TEXT_CODES: Uint8Array = Uint8Array.from(TEXT_ALPHABET, (ch) => ch.charCodeAt(0));
const HEX = '0123456789abcdef';

const POW2: Float64Array = Float64Array.from({ length: 54 }, (_, i) => 2 ** i);

/** Unsigned field of `len` bits (1–48) starting at bit `start`. */
export function u(b: Uint8Array, start: number, len: number): number {
  let i = (start / 6) | 0;
  const end = start + len;
  const last = ((end + 5) / 6) | 0;
  if (last - i <= 5) {
    // ≤ 30 bits fit a Smi, so stay in int32 arithmetic.
    let v = 0;
    for (; i < last; i++) v = (v << 6) | b[i]!;
    return (v >>> (last * 6 - end)) & (2 ** len - 1);
  }
  let v = 0;
  for (; i < last; i++) v = v * 64 + b[i]!;
  return Math.floor(v / POW2[last * 6 - end]!) % POW2[len]!;
}

/** Two's complement signed field of `len` bits starting at bit `start`. */
export function s(b: Uint8Array, start: number, len: number): number {
  const v = u(b, start, len);
  return v >= POW2[len - 1]! ? v - POW2[len]! : v;
}

/** Single bit as a boolean. */
export function flag(b: Uint8Array, bit: number): boolean {
  return ((b[(bit / 6) | 0]! >> (5 - (bit % 6))) & 1) === 1;
}

/**
 * Six-bit text of up to `chars` characters from bit `start`, stopping at the end of the
 * payload; trailing `@` padding and spaces are stripped, and an empty result is null.
 */
export function text(b: Uint8Array, n: number, start: number, chars: number): string | null {
  const avail = ((n - start) / 6) | 0;
  let count = chars < avail ? chars : avail;
  while (count > 0) {
    const c = u(b, start + (count - 1) * 6, 6);
    if (c !== 0 && c !== 32) break;
    count--;
  }
  if (count === 0) return null;
  let out = '';
  for (let k = 0; k < count; k++) out += String.fromCharCode(TEXT_CODES[u(b, start + k * 6, 6)]!);
  return out;
}

/** Bits `start`…`end` (exclusive) as lower-case hex, most significant first, zero-padded. */
export function hex(b: Uint8Array, start: number, end: number): string {
  let out = '';
  for (let p = start; p < end; p += 4) {
    const take = end - p < 4 ? end - p : 4;
    out += HEX[u(b, p, take) << (4 - take)];
  }
  if (out.length % 2 === 1) out += '0';
  return out;
}

/** Decimal degrees from a signed coordinate in 1/`unitsPerDegree`, or null at the sentinel. */
export function coord(
  raw: number,
  unitsPerDegree: number,
  notAvailableDegrees: number,
): number | null {
  return raw === notAvailableDegrees * unitsPerDegree ? null : raw / unitsPerDegree;
}
