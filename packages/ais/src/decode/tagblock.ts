/**
 * IEC 62320-1 / NMEA 4.10 tag block parsing (`\s:station,c:1729600995*06\`) on the line's
 * bytes, with no intermediate strings except the source name, which is interned.
 */

/** What a tag block yielded; reused between lines, so copy values out before the next parse. */
export interface TagBlock {
  /** Position just after the closing backslash, or a negative error code. */
  end: number;
  /** `s:` source station, or null. */
  source: string | null;
  /** `c:` time in milliseconds since the epoch, or NaN. */
  timeMs: number;
  /** `g:` sentence number within the group (1-based), or 0 when absent. */
  groupIndex: number;
  /** `g:` number of sentences in the group, or 0 when absent. */
  groupTotal: number;
  /** `g:` group id, or 0 when absent. */
  groupId: number;
}

/** Error codes returned in `TagBlock.end`. */
export const TAG_MALFORMED = -1;
export const TAG_MISSING_CHECKSUM = -2;
export const TAG_BAD_CHECKSUM = -3;

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** Two hex digits at `at` as a byte, or −1. */
export function hexByte(line: Uint8Array, at: number): number {
  const hi = hexValue(line[at]!);
  const lo = hexValue(line[at + 1]!);
  return hi < 0 || lo < 0 ? -1 : (hi << 4) | lo;
}

// Interning keeps one string per station instead of one per line. Feeds name a few hundred
// stations (the bench's real-format corpus 221): 4096 slots keep collisions, each of which
// costs a fresh string, rare.
const SOURCE_SLOTS = 4096;
const SOURCE_CACHE: (string | null)[] = new Array<string | null>(SOURCE_SLOTS).fill(null);

/** Latin-1 text of `line[start, end)`. */
export function latin1(line: Uint8Array, start: number, end: number): string {
  // One call per 1024 bytes (a bound on arguments): appending each character made a string
  // per character.
  let out = '';
  for (let k = start; k < end; k += 1024) {
    const part = line.subarray(k, end - k > 1024 ? k + 1024 : end);
    out += String.fromCharCode.apply(null, part as unknown as number[]);
  }
  return out;
}

/** The station name `line[start, end)` as one shared string per station. */
export function internSource(line: Uint8Array, start: number, end: number, hash: number): string {
  // The hash's low bits follow the last characters only: mix before taking a slot.
  const slot = Math.imul(hash, 0x9e3779b1) >>> 20;
  const cached = SOURCE_CACHE[slot];
  if (cached !== null && cached !== undefined && cached.length === end - start) {
    let k = 0;
    while (k < cached.length && cached.charCodeAt(k) === line[start + k]) k++;
    if (k === cached.length) return cached;
  }
  const fresh = latin1(line, start, end);
  SOURCE_CACHE[slot] = fresh;
  return fresh;
}

/** Parses the tag block whose opening backslash is at `start`, before `limit`, into `out`. */
export function parseTagBlock(line: Uint8Array, start: number, limit: number, out: TagBlock): void {
  out.source = null;
  out.timeMs = NaN;
  out.groupIndex = 0;
  out.groupTotal = 0;
  out.groupId = 0;
  let cs = 0;
  let k = start + 1;
  let fieldStart = k;
  let star = -1;
  for (; k < limit; k++) {
    const ch = line[k]!;
    if (ch === 42 || ch === 92) break;
    cs ^= ch;
  }
  if (k >= limit) {
    out.end = TAG_MALFORMED;
    return;
  }
  if (line[k]! === 42) {
    star = k;
    if (k + 3 >= limit || line[k + 3] !== 92) {
      out.end = TAG_MALFORMED;
      return;
    }
    const given = hexByte(line, k + 1);
    if (given < 0) {
      out.end = TAG_MALFORMED;
      return;
    }
    if (given !== cs) {
      out.end = TAG_BAD_CHECKSUM;
      return;
    }
    out.end = k + 4;
  } else {
    out.end = TAG_MISSING_CHECKSUM;
    return;
  }
  // Fields: single-letter key, colon, value; comma separated.
  for (k = fieldStart; k <= star; k++) {
    const ch = k === star ? 44 : line[k]!;
    if (ch !== 44) continue;
    if (k - fieldStart >= 2 && line[fieldStart + 1] === 58) {
      readField(line, line[fieldStart]!, fieldStart + 2, k, out);
    }
    fieldStart = k + 1;
  }
}

function readField(line: Uint8Array, key: number, from: number, to: number, out: TagBlock): void {
  if (key === 115 /* s */) {
    let hash = 0;
    for (let k = from; k < to; k++) hash = (hash * 31 + line[k]!) | 0;
    if (to > from) out.source = internSource(line, from, to, hash);
  } else if (key === 99 /* c */) {
    let v = 0;
    for (let k = from; k < to; k++) {
      const d = line[k]! - 48;
      if (d < 0 || d > 9) return;
      v = v * 10 + d;
    }
    // Receivers send seconds or milliseconds; 1e11 s is year 5138, 1e11 ms is 1973.
    if (to > from) out.timeMs = v >= 1e11 ? v : v * 1000;
  } else if (key === 103 /* g */) {
    let part = 0;
    let v = 0;
    for (let k = from; k <= to; k++) {
      const ch = k === to ? 45 : line[k]!;
      if (ch === 45) {
        if (part === 0) out.groupIndex = v;
        else if (part === 1) out.groupTotal = v;
        else if (part === 2) out.groupId = v;
        part++;
        v = 0;
      } else {
        const d = ch - 48;
        if (d < 0 || d > 9) return;
        v = v * 10 + d;
      }
    }
  }
}
