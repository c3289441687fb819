/**
 * Receiver framings around the sentence that are not tag blocks: a receive time before the
 * sentence (`1700000000.123 !AIVDM…`, `2023-11-14 22:13:20 !AIVDM…`) and fields after the
 * checksum (`…*hh,b003669700,1700000000`: a station id and the Unix receive time, as in the
 * US Coast Guard's NAIS logs and many receiver loggers).
 */
import { internSource, type TagBlock } from './tagblock.js';

const NONE = NaN;

/**
 * Unix time written as decimal seconds or milliseconds, with an optional fraction, in
 * `b[from, to)`; NaN unless it has at least 9 integer digits (from 1973 on).
 */
export function unixTime(b: Uint8Array, from: number, to: number): number {
  let v = 0;
  let k = from;
  for (; k < to; k++) {
    const d = b[k]! - 48;
    if (d < 0 || d > 9) break;
    v = v * 10 + d;
  }
  const digits = k - from;
  if (digits < 9 || digits > 13) return NONE;
  let fraction = 0;
  if (k < to && b[k] === 46 /* . */) {
    let scale = 1;
    for (k++; k < to; k++) {
      const d = b[k]! - 48;
      if (d < 0 || d > 9) return NONE;
      if (scale < 1e6) {
        scale *= 10;
        fraction = fraction * 10 + d;
      }
    }
    fraction /= scale;
  }
  if (k !== to) return NONE;
  // Seconds or milliseconds, told apart by magnitude as for the tag block's c:.
  return v >= 1e11 ? Math.round(v + fraction) : Math.round((v + fraction) * 1000);
}

function digitsAt(b: Uint8Array, at: number, n: number): number {
  let v = 0;
  for (let k = at; k < at + n; k++) {
    const d = b[k]! - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

/** `YYYY-MM-DD[T ]HH:MM:SS[.fff][Z]` in `b[from, to)` as UTC milliseconds, or NaN. */
export function isoTime(b: Uint8Array, from: number, to: number): number {
  if (to - from < 19) return NONE;
  const year = digitsAt(b, from, 4);
  const month = digitsAt(b, from + 5, 2);
  const day = digitsAt(b, from + 8, 2);
  const hour = digitsAt(b, from + 11, 2);
  const minute = digitsAt(b, from + 14, 2);
  const second = digitsAt(b, from + 17, 2);
  const sep = b[from + 10];
  if (
    b[from + 4] !== 45 ||
    b[from + 7] !== 45 ||
    (sep !== 84 && sep !== 32) ||
    b[from + 13] !== 58 ||
    b[from + 16] !== 58 ||
    year < 0 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > 31 ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 60
  ) {
    return NONE;
  }
  let k = from + 19;
  let ms = 0;
  if (b[k] === 46 || b[k] === 44) {
    let scale = 1000;
    for (k++; k < to; k++) {
      const d = b[k]! - 48;
      if (d < 0 || d > 9) break;
      scale /= 10;
      ms += d * scale;
    }
  }
  if (b[k] === 90 /* Z */) k++;
  if (k !== to) return NONE;
  return Date.UTC(year, month - 1, day, hour, minute, second) + Math.floor(ms);
}

const isSeparator = (c: number): boolean =>
  c <= 32 || c === 44 || c === 59 || c === 58 || c === 91 || c === 93 || c === 124;

/**
 * Reads the text before the sentence or tag block, `b[from, to)`, as a receive time if it
 * is one (Unix seconds/milliseconds or an ISO-8601 UTC time, optionally bracketed and
 * followed by a separator). Anything else before the sentence is ignored, as gpsd does.
 */
export function leadingTime(b: Uint8Array, from: number, to: number): number {
  while (from < to && isSeparator(b[from]!)) from++;
  while (to > from && isSeparator(b[to - 1]!)) to--;
  if (to - from < 9) return NONE;
  const t = unixTime(b, from, to);
  return t === t ? t : isoTime(b, from, to);
}

/**
 * Reads the comma-separated fields after the checksum, `b[from, to)` (just after the comma):
 * the last field that is a Unix time is the receive time, and the non-numeric field just
 * before it the receiving station. They fill the tag block's `c:`/`s:` only where it gave none.
 */
export function trailingFields(b: Uint8Array, from: number, to: number, tag: TagBlock): void {
  // The common shapes end in the time (`,station,time` or `,time`): read them from the end.
  let comma = to - 1;
  while (comma >= from && b[comma] !== 44) comma--;
  const last = unixTime(b, comma + 1, to);
  if (last === last) {
    let before = comma - 1;
    while (before >= from && b[before] !== 44) before--;
    const first = b[before + 1]!;
    if (comma < from) setReceived(b, tag, last, -1, -1);
    else if (first > 57) setReceived(b, tag, last, before + 1, comma);
    else if (before < from) setReceived(b, tag, last, -1, -1);
    else scanFields(b, from, to, tag);
    return;
  }
  scanFields(b, from, to, tag);
}

function scanFields(b: Uint8Array, from: number, to: number, tag: TagBlock): void {
  let time = NONE;
  let stationAt = -1;
  let stationEnd = -1;
  let lastTextAt = -1;
  let lastTextEnd = -1;
  let fieldAt = from;
  for (let k = from; k <= to; k++) {
    if (k < to && b[k] !== 44) continue;
    let e = k;
    while (e > fieldAt && b[e - 1]! <= 32) e--;
    let a = fieldAt;
    while (a < e && b[a]! <= 32) a++;
    fieldAt = k + 1;
    if (a === e) continue;
    const first = b[a]!;
    const t = first >= 48 && first <= 57 ? unixTime(b, a, e) : NONE;
    if (t === t) {
      time = t;
      stationAt = lastTextAt;
      stationEnd = lastTextEnd;
    } else if (first > 57) {
      lastTextAt = a;
      lastTextEnd = e;
    }
  }
  if (time === time) setReceived(b, tag, time, stationAt, stationEnd);
}

/** Fills the tag block's time and station from the trailing fields where it gave none. */
function setReceived(
  b: Uint8Array,
  tag: TagBlock,
  time: number,
  stationAt: number,
  stationEnd: number,
): void {
  if (tag.timeMs !== tag.timeMs) tag.timeMs = time;
  if (tag.source === null && stationAt >= 0 && stationEnd > stationAt) {
    let hash = 0;
    for (let k = stationAt; k < stationEnd; k++) hash = (hash * 31 + b[k]!) | 0;
    tag.source = internSource(b, stationAt, stationEnd, hash);
  }
}
