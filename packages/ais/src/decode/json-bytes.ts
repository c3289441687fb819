/**
 * JSON values written as bytes straight into an output buffer, each returning the position
 * after what it wrote. They give exactly the text `JSON.stringify` gives for the same value
 * (numbers in the engine's shortest round-trip form, strings escaped alike, UTF-8), so the
 * command line's fast path and its object path write identical lines. The caller makes room
 * first: none of these checks the buffer's length.
 */
import { u } from './bits.js';
import { repeatingDegrees } from './json-degrees.js';

/** ASCII text as bytes, for the fixed parts of a line (keys, punctuation). */
export const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** Fixed ASCII text (a key, punctuation) prepared to be copied four bytes at a time. */
export interface Fixed {
  /** The text's bytes by four, big-endian. */
  readonly words: Int32Array;
  /** The one to three bytes after the last whole word. */
  readonly tail: Uint8Array;
  readonly length: number;
}

/** Prepares `text` (ASCII) for {@link lit}. */
export function fixed(text: string): Fixed {
  const bytes = ascii(text);
  const words = new Int32Array(bytes.length >> 2);
  for (let k = 0; k < words.length; k++) {
    const at = k * 4;
    words[k] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
  }
  return { words, tail: bytes.subarray(words.length * 4), length: bytes.length };
}

const NULL = fixed('null');
const TRUE = fixed('true');
const FALSE = fixed('false');

// Four bytes per store go through a DataView of the buffer being written (byte stores cost
// about a third of the line writer's time).
let view: DataView<ArrayBufferLike> = new DataView(new ArrayBuffer(0));
let viewed: Uint8Array | null = null;

/** Points {@link lit} at `buf`; call before writing into a buffer (cheap when unchanged). */
export function bind(buf: Uint8Array): void {
  if (buf === viewed) return;
  viewed = buf;
  view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
}
const ENCODER = new TextEncoder();

/** Six-bit text alphabet (ITU-R M.1371-5 table 47) as character codes, by 6-bit value. */
const TEXT_CODES = ascii('@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !"#$%&\'()*+,-./0123456789:;<=>?');

/** Copies the fixed text `f` into `buf` (which {@link bind} was given). */
export function lit(buf: Uint8Array, p: number, f: Fixed): number {
  const words = f.words;
  const n = words.length;
  for (let k = 0; k < n; k++) view.setInt32(p + k * 4, words[k]!);
  const tail = f.tail;
  const at = p + n * 4;
  for (let k = 0; k < tail.length; k++) buf[at + k] = tail[k]!;
  return p + f.length;
}

/** `null`. */
export const nul = (buf: Uint8Array, p: number): number => lit(buf, p, NULL);

/** `true` or `false`. */
export const bool = (buf: Uint8Array, p: number, value: boolean): number =>
  lit(buf, p, value ? TRUE : FALSE);

/** An integer with |v| < 2^31, as `String(v)` writes it (integer division, no float). */
export function int(buf: Uint8Array, p: number, v: number): number {
  if (v < 0) {
    buf[p++] = 45;
    v = -v;
  }
  if (v < 10) {
    buf[p] = 48 + v;
    return p + 1;
  }
  const end =
    p +
    (v < 100
      ? 2
      : v < 1000
        ? 3
        : v < 10_000
          ? 4
          : v < 100_000
            ? 5
            : v < 1_000_000
              ? 6
              : v < 10_000_000
                ? 7
                : v < 100_000_000
                  ? 8
                  : v < 1_000_000_000
                    ? 9
                    : 10);
  for (let at = end - 1; at >= p; at--) {
    const q = (v / 10) | 0;
    buf[at] = 48 + v - q * 10;
    v = q;
  }
  return end;
}

/** An integer, or `null` when it is the "not available" code `na`. */
export const intNa = (buf: Uint8Array, p: number, v: number, na: number): number =>
  v === na ? nul(buf, p) : int(buf, p, v);

/**
 * `raw / 10` for an integer `raw` ≥ 0. The double nearest a decimal with one digit after the
 * point prints as that decimal (doubles this small lie far closer together than 0.1), so the
 * digits come from the integer: no number-to-text conversion.
 */
export function tenths(buf: Uint8Array, p: number, raw: number): number {
  const whole = (raw / 10) | 0;
  const digit = raw - whole * 10;
  p = int(buf, p, whole);
  if (digit === 0) return p;
  buf[p] = 46;
  buf[p + 1] = 48 + digit;
  return p + 2;
}

/**
 * `raw / units` for a coordinate in 1/`units` degree, where `units` is 6 · 10^(decimals − 1)
 * (1/10 000 or 1/10 minute). When 3 divides `raw` the quotient is a decimal with at most
 * `decimals` digits after the point, written from the integer as {@link tenths} does; other
 * quotients repeat: see `json-degrees.ts`.
 */
export function degrees(
  buf: Uint8Array,
  p: number,
  raw: number,
  units: number,
  decimals: number,
): number {
  if (raw % 3 !== 0) {
    const end = repeatingDegrees(buf, p, raw, units, decimals);
    return end >= 0 ? end : chars(buf, p, String(raw / units));
  }
  let k = (raw / 3) * 5;
  if (k < 0) {
    buf[p++] = 45;
    k = -k;
  }
  const scale = (units / 3) * 5;
  const whole = (k / scale) | 0;
  let frac = k - whole * scale;
  p = int(buf, p, whole);
  if (frac === 0) return p;
  let digits = decimals;
  while (frac % 10 === 0) {
    frac /= 10;
    digits--;
  }
  buf[p++] = 46;
  const end = p + digits;
  for (let at = end - 1; at >= p; at--) {
    const q = (frac / 10) | 0;
    buf[at] = 48 + (frac - q * 10);
    frac = q;
  }
  return end;
}

/** ASCII text copied as is (a number's text). */
function chars(buf: Uint8Array, p: number, text: string): number {
  for (let k = 0; k < text.length; k++) buf[p + k] = text.charCodeAt(k);
  return p + text.length;
}

/**
 * A string or `null`. Printable ASCII without `"` and `\` is copied; anything else takes
 * `JSON.stringify` and UTF-8 encoding (up to 6 bytes per character: the caller reserves so).
 */
export function str(buf: Uint8Array, p: number, text: string | null): number {
  if (text === null) return nul(buf, p);
  buf[p] = 34;
  const n = text.length;
  for (let k = 0; k < n; k++) {
    const c = text.charCodeAt(k);
    if (c < 32 || c > 126 || c === 34 || c === 92) {
      return p + ENCODER.encodeInto(JSON.stringify(text), buf.subarray(p)).written;
    }
    buf[p + 1 + k] = c;
  }
  buf[p + 1 + n] = 34;
  return p + n + 2;
}

/** Characters in six-bit text from bit `start`, at most `chars`, up to the end of the payload. */
function textLength(w: Int32Array, n: number, start: number, chars: number): number {
  const avail = Math.floor((n - start) / 6);
  let count = chars < avail ? chars : avail;
  while (count > 0) {
    const c = u(w, start + (count - 1) * 6, 6);
    if (c !== 0 && c !== 32) break;
    count--;
  }
  return count;
}

/** `count` six-bit characters from bit `start`, `"` and `\` escaped, without quotes. */
function textChars(
  buf: Uint8Array,
  p: number,
  w: Int32Array,
  start: number,
  count: number,
): number {
  for (let k = 0; k < count; k++) {
    const c = TEXT_CODES[u(w, start + k * 6, 6)]!;
    if (c === 34 || c === 92) buf[p++] = 92;
    buf[p++] = c;
  }
  return p;
}

/**
 * Six-bit text as the object path's `text()` gives it: up to `chars` characters from bit
 * `start`, ending with the payload, trailing `@` and spaces dropped, `null` when empty.
 */
export function sixbit(
  buf: Uint8Array,
  p: number,
  w: Int32Array,
  n: number,
  start: number,
  chars: number,
): number {
  const count = textLength(w, n, start, chars);
  if (count === 0) return nul(buf, p);
  buf[p++] = 34;
  p = textChars(buf, p, w, start, count);
  buf[p] = 34;
  return p + 1;
}

/**
 * The type 21 name: the 20-character name, and when the extension from bit 272 has text,
 * the name padded with blanks to 20 characters followed by the extension.
 */
export function atonName(buf: Uint8Array, p: number, w: Int32Array, n: number): number {
  const extension = n >= 278 ? textLength(w, n, 272, 14) : 0;
  if (extension === 0) return sixbit(buf, p, w, n, 43, 20);
  const count = textLength(w, n, 43, 20);
  buf[p++] = 34;
  p = textChars(buf, p, w, 43, count);
  for (let k = count; k < 20; k++) buf[p++] = 32;
  p = textChars(buf, p, w, 272, extension);
  buf[p] = 34;
  return p + 1;
}
