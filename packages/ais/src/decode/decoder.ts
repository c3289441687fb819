import { SIXBIT_VALUE } from './bits.js';
import type { Envelope } from './envelope.js';
import { decodePayload } from './message.js';
import { formatIsoTime } from './time.js';
import {
  hexByte,
  parseTagBlock,
  TAG_BAD_CHECKSUM,
  TAG_MISSING_CHECKSUM,
  type TagBlock,
} from './tagblock.js';
import { AIS_ERROR_KINDS } from '../types.js';
import type { AisDecodeError, AisErrorKind, AisMessage, DecodeResult } from '../types.js';

/** Options of {@link createAisDecoder}. */
export interface AisDecoderOptions {
  /**
   * A partial multi-sentence message is dropped as `incomplete` once this many further lines
   * have been pushed without its next fragment (default 100; 0 disables).
   */
  fragmentTimeoutLines?: number;
  /**
   * …or once this many milliseconds have passed, measured on tag-block `c:` times when both
   * lines carry one, else on `now()` (default 60 000 ms; 0 disables).
   */
  fragmentTimeoutMs?: number;
  /** Clock in milliseconds for lines without tag-block time (default `Date.now`). */
  now?: () => number;
  /** Called with every decoded message, in input order. */
  onMessage?: (message: AisMessage) => void;
  /** Called with every rejected input, in input order. */
  onError?: (error: AisDecodeError) => void;
}

/** Running counters of a decoder. */
export interface AisDecoderStats {
  /** Lines pushed, including blank ones. */
  lines: number;
  /** Messages decoded. */
  decoded: number;
  /** Rejections by kind. */
  errors: Record<AisErrorKind, number>;
  /** Multi-sentence messages waiting for more fragments. */
  pending: number;
}

/** A streaming decoder: push lines in order, read results, flush at end of input. */
export interface AisDecoder {
  /** Decodes one line; returns what it produced (also passed to the callbacks). */
  push(line: string): DecodeResult[];
  /** Decodes one line, delivering results only through the callbacks (no array allocated). */
  write(line: string): void;
  /** Reports every pending partial message as `incomplete` and forgets it. */
  flush(): DecodeResult[];
  /** Counters so far. */
  readonly stats: AisDecoderStats;
}

interface Pending {
  total: number;
  next: number;
  payload: string;
  source: string | null;
  msgtime: string | null;
  channel: string | null;
  lastLine: number;
  timeMs: number;
  tagTime: boolean;
}

const CHANNELS: string[] = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));

function isVdmOrVdo(line: string, at: number): boolean {
  return (
    line.charCodeAt(at) === 86 &&
    line.charCodeAt(at + 1) === 68 &&
    (line.charCodeAt(at + 2) === 77 || line.charCodeAt(at + 2) === 79)
  );
}

class Decoder implements AisDecoder {
  readonly stats: AisDecoderStats;
  private readonly timeoutLines: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly onMessage: ((m: AisMessage) => void) | undefined;
  private readonly onError: ((e: AisDecodeError) => void) | undefined;
  private collected: DecodeResult[] | null = null;
  private buf = new Int32Array(64);
  private readonly fields = new Int32Array(8);
  private readonly tag: TagBlock = {
    end: 0,
    source: null,
    timeMs: NaN,
    groupIndex: 0,
    groupTotal: 0,
    groupId: 0,
  };
  private readonly env: Envelope = { msgtime: null, source: null, channel: null };
  private readonly pending = new Map<string, Pending>();
  private lastTimeMs = NaN;
  private streamTimeMs = NaN;
  private lastIso: string | null = null;

  constructor(options: AisDecoderOptions) {
    this.timeoutLines = options.fragmentTimeoutLines ?? 100;
    this.timeoutMs = options.fragmentTimeoutMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.onMessage = options.onMessage;
    this.onError = options.onError;
    const errors = {} as Record<AisErrorKind, number>;
    for (const kind of AIS_ERROR_KINDS) errors[kind] = 0;
    this.stats = { lines: 0, decoded: 0, errors, pending: 0 };
  }

  push(line: string): DecodeResult[] {
    const out: DecodeResult[] = [];
    this.collected = out;
    this.write(line);
    this.collected = null;
    return out;
  }

  flush(): DecodeResult[] {
    const out: DecodeResult[] = [];
    this.collected = out;
    for (const p of this.pending.values())
      this.fail('incomplete', p.source, p.lastLine, 'stream ended before the last fragment');
    this.pending.clear();
    this.stats.pending = 0;
    this.collected = null;
    return out;
  }

  write(line: string): void {
    const lineNo = ++this.stats.lines;
    let i = 0;
    let end = line.length;
    while (i < end && line.charCodeAt(i) <= 32) i++;
    while (end > i && line.charCodeAt(end - 1) <= 32) end--;
    const tag = this.tag;
    tag.source = null;
    tag.timeMs = NaN;
    tag.groupId = 0;
    tag.end = i;
    if (i < end && line.charCodeAt(i) === 92) parseTagBlock(line, i, end, tag);
    if (this.pending.size > 0) this.expire(lineNo, tag.timeMs);
    if (i === end) return;
    const source = tag.source;
    if (tag.end < 0) {
      if (tag.end === TAG_BAD_CHECKSUM)
        this.fail('bad_checksum', source, lineNo, 'tag block checksum mismatch');
      else if (tag.end === TAG_MISSING_CHECKSUM)
        this.fail('missing_checksum', source, lineNo, 'tag block has no checksum');
      else this.fail('malformed_sentence', source, lineNo, 'unterminated or malformed tag block');
      return;
    }
    i = tag.end;
    const lead = line.charCodeAt(i);
    if (lead !== 33) {
      if (lead === 36) this.fail('not_ais', source, lineNo, 'not an encapsulation (!) sentence');
      else this.fail('malformed_sentence', source, lineNo, 'no sentence start');
      return;
    }
    // One pass: checksum and comma positions.
    const f = this.fields;
    let cs = 0;
    let commas = 0;
    let star = -1;
    for (let k = i + 1; k < end; k++) {
      const ch = line.charCodeAt(k);
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
    if (commas === 0) {
      this.fail('malformed_sentence', source, lineNo, 'no fields');
      return;
    }
    if (!isVdmOrVdo(line, f[0]! - 4)) {
      this.fail('not_ais', source, lineNo, 'not a VDM/VDO sentence');
      return;
    }
    if (star < 0) {
      this.fail('missing_checksum', source, lineNo, 'no checksum');
      return;
    }
    if (star + 3 !== end) {
      if (star + 1 === end) this.fail('missing_checksum', source, lineNo, 'empty checksum');
      else this.fail('malformed_sentence', source, lineNo, 'checksum is not two hex digits');
      return;
    }
    const given = hexByte(line, star + 1);
    if (given < 0) {
      this.fail('malformed_sentence', source, lineNo, 'checksum is not two hex digits');
      return;
    }
    if (given !== cs) {
      this.fail('bad_checksum', source, lineNo, 'sentence checksum mismatch');
      return;
    }
    if (commas !== 6) {
      this.fail('malformed_sentence', source, lineNo, 'expected 7 fields');
      return;
    }
    const totalAt = f[0]!;
    const numAt = f[1]!;
    const seqAt = f[2]!;
    const chanAt = f[3]!;
    const payAt = f[4]!;
    const fillAt = f[5]!;
    const total = line.charCodeAt(totalAt) - 48;
    const num = line.charCodeAt(numAt) - 48;
    if (
      numAt - totalAt !== 2 ||
      seqAt - numAt !== 2 ||
      total < 1 ||
      total > 9 ||
      num < 1 ||
      num > total
    ) {
      this.fail('bad_fragment_count', source, lineNo, 'fragment count/number out of range');
      return;
    }
    const chanLen = payAt - chanAt - 1;
    if (chanLen > 1) {
      this.fail('malformed_sentence', source, lineNo, 'channel field longer than one character');
      return;
    }
    const channel = chanLen === 1 ? CHANNELS[line.charCodeAt(chanAt) & 127]! : null;
    const payLen = fillAt - payAt - 1;
    if (payLen === 0) {
      this.fail('empty_payload', source, lineNo, 'empty payload');
      return;
    }
    const fill = line.charCodeAt(fillAt) - 48;
    if (star - fillAt !== 1 || fill < 0 || fill > 5) {
      this.fail('bad_fill_bits', source, lineNo, 'fill bits must be one digit 0-5');
      return;
    }
    if (total === 1) {
      if (!this.unpack(line, payAt, payAt + payLen)) {
        this.fail('bad_payload_char', source, lineNo, 'character outside the six-bit alphabet');
        return;
      }
      this.decode(payLen * 6 - fill, source, this.isoTime(tag.timeMs), channel, lineNo);
      return;
    }
    for (let k = payAt; k < fillAt - 1; k++) {
      const ch = line.charCodeAt(k);
      if (ch > 127 || SIXBIT_VALUE[ch]! < 0) {
        this.fail('bad_payload_char', source, lineNo, 'character outside the six-bit alphabet');
        return;
      }
    }
    this.fragment(line, lineNo, total, num, seqAt, chanAt, payAt, payLen, fill, channel);
  }

  private fragment(
    line: string,
    lineNo: number,
    total: number,
    num: number,
    seqAt: number,
    chanAt: number,
    payAt: number,
    payLen: number,
    fill: number,
    channel: string | null,
  ): void {
    const tag = this.tag;
    // A tag-block group id ties fragments even when later tag blocks omit the source.
    const key =
      tag.groupId > 0
        ? `g${tag.groupId}`
        : `${tag.source ?? ''}\u0000${line.slice(seqAt, chanAt - 1)}\u0000${channel ?? ''}`;
    const payload = line.slice(payAt, payAt + payLen);
    const existing = this.pending.get(key);
    if (num === 1) {
      if (existing)
        this.fail(
          'incomplete',
          existing.source,
          existing.lastLine,
          'superseded by a new first fragment',
        );
      const tagTime = tag.timeMs === tag.timeMs;
      this.pending.set(key, {
        total,
        next: 2,
        payload,
        source: tag.source,
        msgtime: this.isoTime(tag.timeMs),
        channel,
        lastLine: lineNo,
        timeMs: tagTime ? tag.timeMs : this.now(),
        tagTime,
      });
      this.stats.pending = this.pending.size;
      return;
    }
    if (!existing || existing.next !== num || existing.total !== total) {
      if (existing) this.pending.delete(key);
      this.stats.pending = this.pending.size;
      this.fail(
        'incomplete',
        existing?.source ?? tag.source,
        lineNo,
        'fragment out of order or without its first part',
      );
      return;
    }
    existing.payload += payload;
    existing.lastLine = lineNo;
    if (num < total) {
      existing.next = num + 1;
      return;
    }
    this.pending.delete(key);
    this.stats.pending = this.pending.size;
    const all = existing.payload;
    this.unpack(all, 0, all.length);
    this.decode(all.length * 6 - fill, existing.source, existing.msgtime, existing.channel, lineNo);
  }

  /** De-armours `line[from, to)` into the bit words; false on a character outside the alphabet. */
  private unpack(line: string, from: number, to: number): boolean {
    const words = ((to - from) * 6 + 31) >>> 5;
    if (words + 12 > this.buf.length) this.buf = new Int32Array((words + 12) * 2);
    const w = this.buf;
    let acc = 0;
    let nb = 0;
    let at = 0;
    for (let k = from; k < to; k++) {
      const ch = line.charCodeAt(k);
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
    // Fields past the end of short messages read as zero.
    for (let k = at; k < at + 12; k++) w[k] = 0;
    return true;
  }

  private decode(
    bits: number,
    source: string | null,
    msgtime: string | null,
    channel: string | null,
    lineNo: number,
  ): void {
    const env = this.env;
    env.source = source;
    env.msgtime = msgtime;
    env.channel = channel;
    const result = decodePayload(this.buf, bits, env);
    if (typeof result === 'string') {
      this.fail(
        result,
        source,
        lineNo,
        result === 'unknown_type'
          ? 'message type not in 1-27'
          : result === 'invalid_partno'
            ? 'type 24 part number not 0 or 1'
            : 'payload shorter than the message type needs',
      );
      return;
    }
    this.stats.decoded++;
    if (this.collected !== null) this.collected.push(result);
    if (this.onMessage !== undefined) this.onMessage(result);
  }

  private isoTime(ms: number): string | null {
    if (ms !== ms) return null;
    if (ms === this.lastTimeMs) return this.lastIso;
    this.lastTimeMs = ms;
    this.lastIso = formatIsoTime(ms);
    return this.lastIso;
  }

  private expire(lineNo: number, tagTimeMs: number): void {
    // Tag-timed fragments age on the stream's own clock (the latest c: seen), others on now().
    if (tagTimeMs === tagTimeMs) this.streamTimeMs = tagTimeMs;
    let wall = NaN;
    for (const [key, p] of this.pending) {
      let stale = this.timeoutLines > 0 && lineNo - p.lastLine > this.timeoutLines;
      if (!stale && this.timeoutMs > 0) {
        const t = p.tagTime ? this.streamTimeMs : wall === wall ? wall : (wall = this.now());
        stale = t - p.timeMs > this.timeoutMs;
      }
      if (stale) {
        this.pending.delete(key);
        this.fail('incomplete', p.source, p.lastLine, 'timed out waiting for the next fragment');
      }
    }
    this.stats.pending = this.pending.size;
  }

  private fail(kind: AisErrorKind, source: string | null, line: number, detail: string): void {
    this.stats.errors[kind]++;
    if (this.collected === null && this.onError === undefined) return;
    const error: AisDecodeError = { error: kind, source, line, detail };
    if (this.collected !== null) this.collected.push(error);
    if (this.onError !== undefined) this.onError(error);
  }
}

/** Creates a streaming decoder (no Node APIs: usable in browsers too). */
export function createAisDecoder(options: AisDecoderOptions = {}): AisDecoder {
  return new Decoder(options);
}

/**
 * Decodes a whole text (split on line breaks) or a list of lines, flushing pending fragments
 * at the end; messages and errors come back in input order.
 */
export function decodeLines(
  input: string | Iterable<string>,
  options: Omit<AisDecoderOptions, 'onMessage' | 'onError'> = {},
): DecodeResult[] {
  const out: DecodeResult[] = [];
  const push = (r: DecodeResult): void => {
    out.push(r);
  };
  const decoder = createAisDecoder({ ...options, onMessage: push, onError: push });
  const lines = typeof input === 'string' ? input.split('\n') : input;
  for (const line of lines) decoder.write(line);
  decoder.flush();
  return out;
}
