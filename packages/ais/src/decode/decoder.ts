import type { Envelope } from './envelope.js';
import { decodePayload } from './message.js';
import type { AisDecoder, AisDecoderOptions, AisDecoderStats } from './options.js';
import { newSentence, parseSentence, unpackPayload, validPayload } from './sentence.js';
import { latin1 } from './tagblock.js';
import { formatIsoTime } from './time.js';
import { AIS_ERROR_KINDS } from '../types.js';
import type { AisDecodeError, AisErrorKind, AisMessage, DecodeResult } from '../types.js';
export type { AisDecoder, AisDecoderOptions, AisDecoderStats } from './options.js';

interface Pending {
  total: number;
  next: number;
  parts: Uint8Array[];
  length: number;
  source: string | null;
  msgtime: string | null;
  channel: string | null;
  lastLine: number;
  timeMs: number;
  tagTime: boolean;
}

const ENCODER = new TextEncoder();

/**
 * Takes a de-armoured payload (`bits` long, in big-endian 32-bit words) and its envelope in
 * place of building a message object; returns the error kind for a payload that is not a
 * valid message, else null (the message counts as decoded).
 */
export type PayloadSink = (
  words: Int32Array,
  bits: number,
  envelope: Envelope,
) => AisErrorKind | null;

const CHANNELS: string[] = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));

class Decoder implements AisDecoder {
  readonly stats: AisDecoderStats;
  private readonly timeoutLines: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly keepPayload: boolean;
  private readonly onMessage: ((m: AisMessage) => void) | undefined;
  private readonly onError: ((e: AisDecodeError) => void) | undefined;
  private collected: DecodeResult[] | null = null;
  private words = new Int32Array(64);
  private lineBuf = new Uint8Array(256);
  private readonly sentence = newSentence();
  private readonly env: Envelope = {
    msgtime: null,
    source: null,
    channel: null,
    payload: '',
    fillBits: 0,
  };
  private readonly pending = new Map<string, Pending>();
  private lastTimeMs = NaN;
  private streamTimeMs = NaN;
  private lastIso: string | null = null;
  private prevTimeMs = NaN;
  private prevIso: string | null = null;

  constructor(
    options: AisDecoderOptions,
    private readonly sink: PayloadSink | null = null,
  ) {
    this.timeoutLines = options.fragmentTimeoutLines ?? 100;
    this.timeoutMs = options.fragmentTimeoutMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.keepPayload = options.keepPayload ?? true;
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
    const n = line.length;
    if (n * 3 > this.lineBuf.length) this.lineBuf = new Uint8Array(n * 6);
    const b = this.lineBuf;
    // Native encoding is several times faster than a charCodeAt loop; it matches Latin-1 only
    // for ASCII, so lines with other characters take the loop (DEL for what Latin-1 lacks).
    if (ENCODER.encodeInto(line, b).written !== n) {
      for (let k = 0; k < n; k++) {
        const c = line.charCodeAt(k);
        b[k] = c < 256 ? c : 127;
      }
    }
    this.writeBytes(b, 0, n);
  }

  writeBytes(b: Uint8Array, start = 0, end = b.length): void {
    const lineNo = ++this.stats.lines;
    let i = start;
    let e = end;
    while (i < e && b[i]! <= 32) i++;
    while (e > i && b[e - 1]! <= 32) e--;
    if (i === e) {
      if (this.pending.size > 0) this.expire(lineNo, NaN);
      return;
    }
    const s = this.sentence;
    const kind = parseSentence(b, i, e, s);
    if (this.pending.size > 0) this.expire(lineNo, s.tag.timeMs);
    if (kind !== null) {
      this.fail(kind, s.tag.source, lineNo, s.detail);
      return;
    }
    const channel = s.channel === 0 ? null : CHANNELS[s.channel & 127]!;
    if (s.total === 1) {
      this.ensureWords(s.payLen);
      if (!unpackPayload(b, s.payAt, s.payAt + s.payLen, this.words)) {
        this.fail(
          'bad_payload_char',
          s.tag.source,
          lineNo,
          'character outside the six-bit alphabet',
        );
        return;
      }
      if (this.keepPayload) this.env.payload = asciiText(b, s.payAt, s.payAt + s.payLen);
      this.decode(
        s.payLen * 6 - s.fill,
        s.fill,
        s.tag.source,
        this.isoTime(s.tag.timeMs),
        channel,
        lineNo,
      );
      return;
    }
    if (!validPayload(b, s.payAt, s.payAt + s.payLen)) {
      this.fail('bad_payload_char', s.tag.source, lineNo, 'character outside the six-bit alphabet');
      return;
    }
    this.fragment(b, lineNo, channel);
  }

  private ensureWords(chars: number): void {
    const words = ((chars * 6) >>> 5) + 14;
    if (words > this.words.length) this.words = new Int32Array(words * 2);
  }

  private fragment(b: Uint8Array, lineNo: number, channel: string | null): void {
    const s = this.sentence;
    const tag = s.tag;
    // A tag-block group id ties fragments even when later tag blocks omit the source.
    const key =
      tag.groupId > 0
        ? `g${tag.groupId}`
        : `${tag.source ?? ''}\u0000${latin1(b, s.seqAt, s.seqEnd)}\u0000${channel ?? ''}`;
    const part = b.slice(s.payAt, s.payAt + s.payLen);
    const existing = this.pending.get(key);
    if (s.num === 1) {
      if (existing)
        this.fail(
          'incomplete',
          existing.source,
          existing.lastLine,
          'superseded by a new first fragment',
        );
      const tagTime = tag.timeMs === tag.timeMs;
      this.pending.set(key, {
        total: s.total,
        next: 2,
        parts: [part],
        length: part.length,
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
    if (!existing || existing.next !== s.num || existing.total !== s.total) {
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
    existing.parts.push(part);
    existing.length += part.length;
    existing.lastLine = lineNo;
    if (s.num < s.total) {
      existing.next = s.num + 1;
      return;
    }
    this.pending.delete(key);
    this.stats.pending = this.pending.size;
    if (existing.length === 0) {
      this.fail('empty_payload', existing.source, lineNo, 'every fragment is empty');
      return;
    }
    const all = new Uint8Array(existing.length);
    let at = 0;
    for (const p of existing.parts) {
      all.set(p, at);
      at += p.length;
    }
    this.ensureWords(all.length);
    unpackPayload(all, 0, all.length, this.words);
    if (this.keepPayload) this.env.payload = asciiText(all, 0, all.length);
    this.decode(
      all.length * 6 - s.fill,
      s.fill,
      existing.source,
      existing.msgtime,
      existing.channel,
      lineNo,
    );
  }

  private decode(
    bits: number,
    fill: number,
    source: string | null,
    msgtime: string | null,
    channel: string | null,
    lineNo: number,
  ): void {
    const env = this.env;
    env.source = source;
    env.msgtime = msgtime;
    env.channel = channel;
    env.fillBits = fill;
    const result =
      this.sink === null ? decodePayload(this.words, bits, env) : this.sink(this.words, bits, env);
    if (result === null) {
      this.stats.decoded++;
      return;
    }
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
    // Two slots: one transmission logged by two stations a second apart alternates times.
    if (ms === this.prevTimeMs) {
      this.prevTimeMs = this.lastTimeMs;
      this.lastTimeMs = ms;
      const iso = this.prevIso;
      this.prevIso = this.lastIso;
      this.lastIso = iso;
      return iso;
    }
    this.prevTimeMs = this.lastTimeMs;
    this.prevIso = this.lastIso;
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

/** Text of ASCII bytes `b[from, to)` (payload characters are all ASCII). */
function asciiText(b: Uint8Array, from: number, to: number): string {
  // One call for the whole range is several times faster than appending per character.
  return String.fromCharCode.apply(null, b.subarray(from, to) as unknown as number[]);
}

/** Creates a streaming decoder (no Node APIs: usable in browsers too). */
export function createAisDecoder(options: AisDecoderOptions = {}): AisDecoder {
  return new Decoder(options);
}

/**
 * A decoder handing each valid payload to `sink` instead of decoding it into a message:
 * `onMessage` is never called and `push` returns only errors. The command line writes JSON
 * from the payload bits this way.
 */
export function createPayloadDecoder(options: AisDecoderOptions, sink: PayloadSink): AisDecoder {
  return new Decoder(options, sink);
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
