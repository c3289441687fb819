import { encodeAisPayload } from './encoder.js';
import type { AisMessageInput } from './types.js';

/**
 * Reads an armoured payload back into a string of '0'/'1' characters. Used to check bit
 * layouts field by field in tests and when debugging; not a decoder.
 */
export function payloadBits(payload: string, fillBits = 0): string {
  let bits = '';
  for (let i = 0; i < payload.length; i++) {
    let v = payload.charCodeAt(i) - 48;
    if (v > 40) v -= 8;
    bits += v.toString(2).padStart(6, '0');
  }
  return fillBits > 0 ? bits.slice(0, -fillBits) : bits;
}

/** Unsigned field of `length` bits at bit `offset` of a '0'/'1' string. */
export function bitsUint(bits: string, offset: number, length: number): number {
  return parseInt(bits.slice(offset, offset + length), 2);
}

/** Two's-complement signed field of `length` bits at bit `offset`. */
export function bitsInt(bits: string, offset: number, length: number): number {
  const value = bitsUint(bits, offset, length);
  return value >= 2 ** (length - 1) ? value - 2 ** length : value;
}

/** Six-bit text field of `chars` characters at bit `offset`, padding kept. */
export function bitsText(bits: string, offset: number, chars: number): string {
  let text = '';
  for (let i = 0; i < chars; i++) {
    const v = bitsUint(bits, offset + i * 6, 6);
    text += String.fromCharCode(v < 32 ? v + 64 : v);
  }
  return text;
}

/** The '0'/'1' bits of the payload `message` encodes to, fill bits removed. */
export function encodedBits(message: AisMessageInput): string {
  const { payload, fillBits } = encodeAisPayload(message);
  return payloadBits(payload, fillBits);
}
