/**
 * Test-side payload builder, written independently of the encoder so that decoder tests
 * check the decoder against the standard's bit layout rather than against another
 * implementation of it.
 */

const ARMOUR = '0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw';
const TEXT = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !"#$%&\'()*+,-./0123456789:;<=>?';

/** Appends fields most significant bit first; `payload()` armours them. */
export class TestBits {
  private readonly bits: number[] = [];

  get length(): number {
    return this.bits.length;
  }

  /** Unsigned value in `len` bits (two's complement for negatives). */
  u(value: number, len: number): this {
    let v = value < 0 ? 2 ** len + value : value;
    const out: number[] = [];
    for (let k = 0; k < len; k++) {
      out.push(v % 2);
      v = Math.floor(v / 2);
    }
    for (let k = len - 1; k >= 0; k--) this.bits.push(out[k]!);
    return this;
  }

  /** Signed value in `len` bits. */
  s(value: number, len: number): this {
    return this.u(value, len);
  }

  /** Boolean as one bit. */
  b(value: boolean): this {
    return this.u(value ? 1 : 0, 1);
  }

  /** Six-bit text, upper-cased and padded with `@` to `chars` characters. */
  t(value: string, chars: number): this {
    const padded = value.toUpperCase().padEnd(chars, '@').slice(0, chars);
    for (const ch of padded) {
      const code = TEXT.indexOf(ch);
      this.u(code < 0 ? 0 : code, 6);
    }
    return this;
  }

  /** Raw bits from a hex string (`bitLength` of them). */
  hex(value: string, bitLength: number): this {
    for (let k = 0; k < bitLength; k++) {
      const nibble = parseInt(value[k >> 2] ?? '0', 16);
      this.bits.push((nibble >> (3 - (k & 3))) & 1);
    }
    return this;
  }

  /** Armoured payload and the number of fill bits. */
  payload(): { payload: string; fill: number } {
    const fill = (6 - (this.bits.length % 6)) % 6;
    const all = [...this.bits, ...new Array<number>(fill).fill(0)];
    let payload = '';
    for (let k = 0; k < all.length; k += 6) {
      let v = 0;
      for (let j = 0; j < 6; j++) v = v * 2 + all[k + j]!;
      payload += ARMOUR[v];
    }
    return { payload, fill };
  }
}

/** NMEA checksum: XOR of every character. */
export function nmeaChecksum(body: string): string {
  let cs = 0;
  for (let k = 0; k < body.length; k++) cs ^= body.charCodeAt(k);
  return cs.toString(16).toUpperCase().padStart(2, '0');
}

/** Options for {@link toSentences}. */
export interface SentenceOptions {
  talker?: string;
  channel?: string;
  sequenceId?: number;
  /** Characters per fragment (default 60). */
  maxChars?: number;
  /** Tag block fields without checksum, e.g. `s:2573205,c:1729600995`; added to the first fragment. */
  tag?: string;
}

/** Wraps a tag block body with its checksum: `\body*hh\`. */
export function tagBlock(body: string): string {
  return `\\${body}*${nmeaChecksum(body)}\\`;
}

/** Frames a payload as one or more `!AIVDM` sentences. */
export function toSentences(payload: string, fill: number, o: SentenceOptions = {}): string[] {
  const max = o.maxChars ?? 60;
  const parts: string[] = [];
  for (let k = 0; k < payload.length; k += max) parts.push(payload.slice(k, k + max));
  const total = parts.length;
  return parts.map((part, index) => {
    const seq = total > 1 ? String(o.sequenceId ?? 1) : '';
    const body = `${o.talker ?? 'AI'}VDM,${total},${index + 1},${seq},${o.channel ?? 'A'},${part},${index === total - 1 ? fill : 0}`;
    const prefix = o.tag !== undefined ? tagBlock(o.tag) : '';
    return `${prefix}!${body}*${nmeaChecksum(body)}`;
  });
}

/** One-call helper: bits → sentences. */
export function sentencesOf(bits: TestBits, o: SentenceOptions = {}): string[] {
  const { payload, fill } = bits.payload();
  return toSentences(payload, fill, o);
}
