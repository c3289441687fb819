/**
 * Bit packing for AIS payloads: fields are written MSB first into six-bit groups, which are
 * then armoured into the printable characters carried in `!AIVDM` sentences.
 */

/** Armoured payload character for each six-bit value 0–63. */
const ARMOUR: readonly string[] = Array.from({ length: 64 }, (_, v) =>
  String.fromCharCode(v < 40 ? v + 48 : v + 56),
);

/** Six-bit ASCII value for each char code 0–127; -1 where the character has no six-bit form. */
const SIXBIT_OF_CHAR: Int8Array = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let code = 32; code < 96; code++) table[code] = code >= 64 ? code - 64 : code;
  // Lower case has no six-bit form of its own; transmitters send it as upper case.
  for (let code = 97; code <= 122; code++) table[code] = code - 96;
  return table;
})();

/** The six-bit value transmitted for `char`; characters outside the alphabet become `?`. */
export function sixbitOfChar(code: number): number {
  const value = code < 128 ? (SIXBIT_OF_CHAR[code] ?? -1) : -1;
  return value < 0 ? 63 : value;
}

/** Largest payload a single AIS transmission can carry: five slots, 1008 bits. */
export const MAX_PAYLOAD_BITS = 1008;

/** Armoured payload plus the number of padding bits in its last character (0–5). */
export interface ArmouredPayload {
  payload: string;
  fillBits: number;
}

/**
 * Accumulates fields MSB first. One instance is reused per encoder so that the hot path of
 * the simulator allocates nothing but the final string.
 */
export class BitWriter {
  private readonly groups = new Uint8Array(Math.ceil(MAX_PAYLOAD_BITS / 6));
  private count = 0;
  private acc = 0;
  private accBits = 0;

  /** Starts a new payload, discarding anything written before. */
  reset(): this {
    this.count = 0;
    this.acc = 0;
    this.accBits = 0;
    return this;
  }

  /** Total bits written so far. */
  get bitLength(): number {
    return this.count * 6 + this.accBits;
  }

  /** Writes the low `bits` bits (≤ 32) of a non-negative integer; higher bits are dropped. */
  uint(value: number, bits: number): this {
    if (bits > 24) {
      // Split so the accumulator never exceeds 30 bits and stays in int32 arithmetic.
      const lowBits = bits - 24;
      const high = Math.floor(value / 2 ** lowBits);
      this.uint(high, 24);
      return this.uint(value - high * 2 ** lowBits, lowBits);
    }
    this.acc = (this.acc << bits) | (value & ((1 << bits) - 1));
    this.accBits += bits;
    while (this.accBits >= 6) {
      this.accBits -= 6;
      this.groups[this.count++] = (this.acc >>> this.accBits) & 63;
    }
    this.acc &= (1 << this.accBits) - 1;
    return this;
  }

  /** Writes a two's-complement signed integer in `bits` bits. */
  int(value: number, bits: number): this {
    return this.uint(value < 0 ? value + 2 ** bits : value, bits);
  }

  /** Writes one bit: 1 for truthy. */
  bool(value: boolean | number | null | undefined): this {
    return this.uint(value ? 1 : 0, 1);
  }

  /**
   * Writes `chars` six-bit characters of `text`, upper-cased, padded with `@` (value 0).
   * Longer text is truncated.
   */
  text(text: string | null | undefined, chars: number): this {
    const source = text ?? '';
    const n = Math.min(source.length, chars);
    for (let i = 0; i < n; i++) this.uint(sixbitOfChar(source.charCodeAt(i)), 6);
    for (let i = n; i < chars; i++) this.uint(0, 6);
    return this;
  }

  /** Pads with zero bits until the bit length is a multiple of `multiple`. */
  align(multiple: number): this {
    const rest = this.bitLength % multiple;
    return rest === 0 ? this : this.uint(0, multiple - rest);
  }

  /** Armours what was written; the last character is zero-padded and the pad reported. */
  finish(): ArmouredPayload {
    let payload = '';
    for (let i = 0; i < this.count; i++) payload += ARMOUR[this.groups[i] ?? 0];
    let fillBits = 0;
    if (this.accBits > 0) {
      fillBits = 6 - this.accBits;
      payload += ARMOUR[(this.acc << fillBits) & 63];
    }
    return { payload, fillBits };
  }
}
