import { describe, expect, it } from 'vitest';
import { BitWriter, sixbitOfChar } from './sixbit.js';
import { bitsInt, bitsText, bitsUint, payloadBits } from './unarmour.js';

describe('BitWriter', () => {
  it('armours 0–39 as "0"–"W" and 40–63 as "`"–"w"', () => {
    const w = new BitWriter();
    for (const v of [0, 9, 39, 40, 63]) w.uint(v, 6);
    expect(w.finish()).toEqual({ payload: '09W`w', fillBits: 0 });
  });

  it('reports fill bits and zero-pads the last character', () => {
    const w = new BitWriter().uint(0b1, 1);
    expect(w.finish()).toEqual({ payload: 'P', fillBits: 5 }); // 100000 = 32 → 'P'
    expect(new BitWriter().uint(0b11111111, 8).finish()).toEqual({ payload: 'wh', fillBits: 4 });
  });

  it('writes fields wider than 24 bits and negative numbers in two’s complement', () => {
    const w = new BitWriter().uint(999_999_999, 30).int(-1, 8).int(-108_600_000, 28);
    const { payload, fillBits } = w.finish();
    const bits = payloadBits(payload, fillBits);
    expect(bits).toHaveLength(66);
    expect(bitsUint(bits, 0, 30)).toBe(999_999_999);
    expect(bits.slice(30, 38)).toBe('11111111');
    expect(bitsInt(bits, 38, 28)).toBe(-108_600_000);
  });

  it('masks values to the field width', () => {
    const bits = payloadBits(new BitWriter().uint(0b1011, 3).finish().payload, 3);
    expect(bits).toBe('011');
  });

  it('upper-cases text, pads with @ and truncates', () => {
    const w = new BitWriter().text('Sola', 6).text('TOO LONG NAME', 3);
    const { payload, fillBits } = w.finish();
    const bits = payloadBits(payload, fillBits);
    expect(bitsText(bits, 0, 6)).toBe('SOLA@@');
    expect(bitsText(bits, 36, 3)).toBe('TOO');
  });

  it('maps characters outside six-bit ASCII to ?', () => {
    expect(sixbitOfChar('Ø'.charCodeAt(0))).toBe(63);
    expect(sixbitOfChar('~'.charCodeAt(0))).toBe(63);
    expect(sixbitOfChar(' '.charCodeAt(0))).toBe(32);
    expect(sixbitOfChar('@'.charCodeAt(0))).toBe(0);
  });

  it('aligns to byte boundaries and can be reused after reset', () => {
    const w = new BitWriter().uint(1, 3).align(8);
    expect(w.bitLength).toBe(8);
    w.reset().uint(5, 6);
    expect(w.finish()).toEqual({ payload: '5', fillBits: 0 });
  });
});
