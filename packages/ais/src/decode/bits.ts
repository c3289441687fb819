/**
 * Bit access on a de-armoured AIS payload packed into big-endian 32-bit words. Reading
 * fields straight from the words (instead of expanding to one element per bit) keeps
 * decoding free of per-message allocations apart from the result object itself.
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

/**
 * Unsigned field of `len` bits (1–32) starting at bit `start`, from payload bits packed
 * big-endian into 32-bit words: at most two word reads and three shifts.
 */
export function u(w: Int32Array, start: number, len: number): number {
  const i = start >>> 5;
  const off = start & 31;
  const v = off === 0 ? w[i]! : (w[i]! << off) | (w[i + 1]! >>> (32 - off));
  return v >>> (32 - len);
}

/** Two's complement signed field of `len` bits (1–32) starting at bit `start`. */
export function s(w: Int32Array, start: number, len: number): number {
  const i = start >>> 5;
  const off = start & 31;
  const v = off === 0 ? w[i]! : (w[i]! << off) | (w[i + 1]! >>> (32 - off));
  return v >> (32 - len);
}

/** Single bit as a boolean. */
export function flag(w: Int32Array, bit: number): boolean {
  return ((w[bit >>> 5]! >>> (31 - (bit & 31))) & 1) === 1;
}

/**
 * Six-bit text of up to `chars` characters from bit `start`, stopping at the end of the
 * payload; trailing `@` padding and spaces are stripped, and an empty result is null.
 */
export function text(b: Int32Array, n: number, start: number, chars: number): string | null {
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
export function hex(b: Int32Array, start: number, end: number): string {
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
