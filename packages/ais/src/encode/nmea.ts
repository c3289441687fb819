/**
 * NMEA 0183 / IEC 61162-1 framing of AIS payloads into `!xxVDM` sentences, with the
 * IEC 62320-1 tag block that shore networks prepend (`\s:<station>,c:<unix seconds>*hh\`).
 */

/** Two upper-case hex digits: XOR of the characters of `body` (no delimiters). */
export function nmeaChecksum(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum ^= body.charCodeAt(i);
  return (sum < 16 ? '0' : '') + sum.toString(16).toUpperCase();
}

/**
 * Payload characters per sentence: `!AIVDM,2,1,9,A,` plus `,0*hh` and CR LF take 22 of the
 * 82 characters IEC 61162-1 allows a sentence (the tag block is not counted).
 */
export const MAX_FRAGMENT_CHARS = 60;

/** Fields of an IEC 62320-1 tag block; absent ones are omitted. */
export interface TagBlock {
  /** `s:` source — usually the receiving base station, e.g. `2573205`. */
  source?: string;
  /** `c:` receive time, whole UNIX seconds (UTC). */
  time?: number;
  /** `g:` sentence grouping: this line's number, the group size and the group id. */
  group?: { index: number; count: number; id: number };
}

/** `\…*hh\` text for a tag block, or the empty string when it has no fields. */
export function formatTagBlock(tag: TagBlock): string {
  let body = '';
  if (tag.group) body = `g:${tag.group.index}-${tag.group.count}-${tag.group.id}`;
  if (tag.source !== undefined) body += (body ? ',' : '') + 's:' + tag.source;
  if (tag.time !== undefined) body += (body ? ',' : '') + 'c:' + Math.floor(tag.time);
  return body ? `\\${body}*${nmeaChecksum(body)}\\` : '';
}

/** Radio channel the message was received on; empty when unknown. */
export type AisChannel = 'A' | 'B' | '';

/** How one message is framed into sentences. */
export interface FrameOptions {
  /** Two-letter talker: `AI` for a ship's own receiver, `BS` for a base station. */
  talker?: string;
  /** `VDM` for received messages (default), `VDO` for own-ship reports. */
  formatter?: 'VDM' | 'VDO';
  channel?: AisChannel;
  /** Sequential message id 0–9, used only when the payload needs several sentences. */
  sequenceId?: number;
  /** Tag block to prepend to every sentence; omitted when undefined. */
  tag?: TagBlock;
  /** Add a `g:` grouping field to the tag blocks of multi-sentence messages. */
  groupTags?: boolean;
  /** Group id for `g:` (defaults to the sequence id). */
  groupId?: number;
}

/**
 * Splits an armoured payload into complete sentences. Only the last sentence carries the
 * fill bits; single-sentence messages leave the sequential id empty, as receivers do.
 */
export function frameSentences(
  payload: string,
  fillBits: number,
  options: FrameOptions = {},
): string[] {
  const talker = options.talker ?? 'AI';
  const formatter = options.formatter ?? 'VDM';
  const channel = options.channel ?? 'A';
  const count = Math.max(1, Math.ceil(payload.length / MAX_FRAGMENT_CHARS));
  const seq = count > 1 ? String((options.sequenceId ?? 0) % 10) : '';
  const lines: string[] = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    const part = payload.slice(i * MAX_FRAGMENT_CHARS, (i + 1) * MAX_FRAGMENT_CHARS);
    const fill = i === count - 1 ? fillBits : 0;
    const body = `${talker}${formatter},${count},${i + 1},${seq},${channel},${part},${fill}`;
    let prefix = '';
    if (options.tag) {
      const tag =
        options.groupTags && count > 1
          ? {
              ...options.tag,
              group: { index: i + 1, count, id: options.groupId ?? options.sequenceId ?? 0 },
            }
          : options.tag;
      prefix = formatTagBlock(tag);
    }
    lines[i] = `${prefix}!${body}*${nmeaChecksum(body)}`;
  }
  return lines;
}
