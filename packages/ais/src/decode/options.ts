/** The streaming decoder's contract: its options, its counters and the calls it answers. */

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
  /**
   * Keep each message's armoured `payload` (default true). False leaves it '' and saves
   * building a string per message, for callers that never look at it.
   */
  keepPayload?: boolean;
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
  /**
   * As `write`, for one line given as bytes `bytes[start, end)` (no line break inside), e.g.
   * straight from a network or file buffer without decoding it to a string first.
   */
  writeBytes(bytes: Uint8Array, start?: number, end?: number): void;
  /** Reports every pending partial message as `incomplete` and forgets it. */
  flush(): DecodeResult[];
  /** Counters so far. */
  readonly stats: AisDecoderStats;
}
