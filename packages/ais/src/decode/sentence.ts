import { SIXBIT_VALUE } from './bits.js';
import { leadingTime, trailingFields } from './framing.js';
import {
  hexByte,
  parseTagBlock,
  TAG_BAD_CHECKSUM,
  TAG_MISSING_CHECKSUM,
  type TagBlock,
} from './tagblock.js';
import type { AisErrorKind } from '../types.js';

/** One parsed `!xxVDM` line; reused between lines. Positions index the line's bytes. */
export interface Sentence {
  /** The line's tag block, if any. */
  tag: TagBlock;
  /** Fragment count, 1–9. */
  total: number;
  /** This fragment's number, 1–total. */
  num: number;
  /** Start of the sequential message id field (byte index). */
  seqAt: number;
  /** End of the sequential message id field (byte index, exclusive). */
  seqEnd: number;
  /** Channel character code, or 0 when the field is empty. */
  channel: number;
  /** Start of the armoured payload (byte index). */
  payAt: number;
  /** Length of the armoured payload, characters. */
  payLen: number;
  /** Fill bits, 0–5. */
  fill: number;
  /** Short explanation when parsing failed. */
  detail: string;
}

/** A blank sentence record to parse into. */
export function newSentence(): Sentence {
  return {
    tag: { end: 0, source: null, timeMs: NaN, groupIndex: 0, groupTotal: 0, groupId: 0 },
    total: 0,
    num: 0,
    seqAt: 0,
    seqEnd: 0,
    channel: 0,
    payAt: 0,
    payLen: 0,
    fill: 0,
    detail: '',
  };
}

const fields = new Int32Array(8);

function fail(s: Sentence, detail: string, kind: AisErrorKind): AisErrorKind {
  s.detail = detail;
  return kind;
}

/**
 * Parses `b[start, end)` (already trimmed, non-empty) into `s`. Returns null for a valid
 * VDM/VDO sentence, else the error kind. Checks run in one pass over the bytes: the checksum
 * and the comma positions together, then the fields by position.
 */
export function parseSentence(
  b: Uint8Array,
  start: number,
  end: number,
  s: Sentence,
): AisErrorKind | null {
  const tag = s.tag;
  tag.source = null;
  tag.timeMs = NaN;
  tag.groupId = 0;
  tag.end = start;
  let at = start;
  const first = b[start];
  if (first !== 92 && first !== 33 && first !== 36) {
    // Text before the sentence: a receive time, or junk that gpsd skips as well.
    while (at < end && b[at] !== 33 && b[at] !== 36 && b[at] !== 92) at++;
    if (at === end) return fail(s, 'no sentence start', 'malformed_sentence');
    tag.end = at;
  }
  if (b[at] === 92) {
    parseTagBlock(b, at, end, tag);
    if (tag.end === TAG_BAD_CHECKSUM) return fail(s, 'tag block checksum mismatch', 'bad_checksum');
    if (tag.end === TAG_MISSING_CHECKSUM)
      return fail(s, 'tag block has no checksum', 'missing_checksum');
    if (tag.end < 0) return fail(s, 'unterminated or malformed tag block', 'malformed_sentence');
  }
  if (at > start && tag.timeMs !== tag.timeMs) tag.timeMs = leadingTime(b, start, at);
  const i = tag.end;
  const lead = b[i];
  // '$' is the wrong start for an encapsulation sentence, but some receivers send VDM so.
  if (lead !== 33 && lead !== 36) return fail(s, 'no sentence start', 'malformed_sentence');
  const f = fields;
  let cs = 0;
  let commas = 0;
  let star = -1;
  for (let k = i + 1; k < end; k++) {
    const ch = b[k]!;
    if (ch === 42) {
      star = k;
      break;
    }
    cs ^= ch;
    if (ch === 44) {
      if (commas < 7) f[commas] = k + 1;
      commas++;
    }
  }
  if (commas === 0) return fail(s, 'no fields', 'malformed_sentence');
  const v = f[0]! - 4;
  if (b[v] !== 86 || b[v + 1] !== 68 || (b[v + 2] !== 77 && b[v + 2] !== 79)) {
    return fail(s, 'not a VDM/VDO sentence', 'not_ais');
  }
  if (star < 0 || star + 1 === end) return fail(s, 'no checksum', 'missing_checksum');
  const after = star + 3 < end ? b[star + 3]! : 10;
  // The checksum is the two hex digits after '*'. What follows is outside the sentence: end of
  // line, receiver fields (`,station,time`), a blank and text, or receiver fields damaged in
  // transit; these last do not make the checked sentence wrong, so it is kept without them.
  const given = star + 3 <= end ? hexByte(b, star + 1) : -1;
  if (given < 0) return fail(s, 'checksum is not two hex digits', 'malformed_sentence');
  if (given !== cs) return fail(s, 'sentence checksum mismatch', 'bad_checksum');
  if (after === 44) trailingFields(b, star + 4, end, tag);
  if (commas !== 6) return fail(s, 'expected 7 fields', 'malformed_sentence');
  const totalAt = f[0]!;
  const numAt = f[1]!;
  const seqAt = f[2]!;
  const chanAt = f[3]!;
  const payAt = f[4]!;
  const fillAt = f[5]!;
  const total = b[totalAt]! - 48;
  const num = b[numAt]! - 48;
  if (
    numAt - totalAt !== 2 ||
    seqAt - numAt !== 2 ||
    total < 1 ||
    total > 9 ||
    num < 1 ||
    num > total
  ) {
    return fail(s, 'fragment count/number out of range', 'bad_fragment_count');
  }
  const chanLen = payAt - chanAt - 1;
  if (chanLen > 1) return fail(s, 'channel field longer than one character', 'malformed_sentence');
  const payLen = fillAt - payAt - 1;
  // A fragment of a multi-sentence message may be empty (see the README): only the joined
  // payload must not be.
  if (payLen === 0 && total === 1) return fail(s, 'empty payload', 'empty_payload');
  const fill = b[fillAt]! - 48;
  if (star - fillAt !== 1 || fill < 0 || fill > 5) {
    return fail(s, 'fill bits must be one digit 0-5', 'bad_fill_bits');
  }
  s.total = total;
  s.num = num;
  s.seqAt = seqAt;
  s.seqEnd = chanAt - 1;
  s.channel = chanLen === 1 ? b[chanAt]! : 0;
  s.payAt = payAt;
  s.payLen = payLen;
  s.fill = fill;
  return null;
}

/** True when every payload byte is in the six-bit alphabet. */
export function validPayload(b: Uint8Array, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const ch = b[k]!;
    if (ch > 127 || SIXBIT_VALUE[ch]! < 0) return false;
  }
  return true;
}

/**
 * De-armours `b[from, to)` into big-endian 32-bit words (`w` must hold `(to − from) · 6 / 32
 * + 12` words); the words after the payload are zeroed so short messages read zeros.
 * Returns false on a character outside the six-bit alphabet.
 */
export function unpackPayload(b: Uint8Array, from: number, to: number, w: Int32Array): boolean {
  let acc = 0;
  let nb = 0;
  let at = 0;
  for (let k = from; k < to; k++) {
    const ch = b[k]!;
    const v = ch > 127 ? -1 : SIXBIT_VALUE[ch]!;
    if (v < 0) return false;
    if (nb <= 26) {
      acc = (acc << 6) | v;
      nb += 6;
      if (nb === 32) {
        w[at++] = acc;
        acc = 0;
        nb = 0;
      }
    } else {
      const take = 32 - nb;
      w[at++] = (acc << take) | (v >>> (6 - take));
      nb = 6 - take;
      acc = v & ((1 << nb) - 1);
    }
  }
  if (nb > 0) w[at++] = acc << (32 - nb);
  for (let k = at; k < at + 12; k++) w[k] = 0;
  return true;
}
