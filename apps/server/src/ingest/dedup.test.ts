import { describe, expect, it } from 'vitest';
import { TransmissionDedup } from './dedup.js';

const t = (payload: string, mmsi = 257000001, fillBits = 0) => ({ mmsi, payload, fillBits });

describe('dedup by MMSI + payload within a window', () => {
  it('keeps one copy of a transmission heard by two stations, whatever their times', () => {
    const dedup = new TransmissionDedup(5000);
    expect(dedup.accept(t('13u?etPv2;0n:dDPwUM1U1Cb069D'), 1000)).toBe(true);
    expect(dedup.accept(t('13u?etPv2;0n:dDPwUM1U1Cb069D'), 2500)).toBe(false);
    expect(dedup.duplicates).toBe(1);
  });

  it('tells apart other payloads, other fill bits and other MMSIs', () => {
    const dedup = new TransmissionDedup(5000);
    expect(dedup.accept(t('A'), 0)).toBe(true);
    expect(dedup.accept(t('B'), 0)).toBe(true);
    expect(dedup.accept(t('A', 257000001, 2), 0)).toBe(true);
    expect(dedup.accept(t('A', 257000002), 0)).toBe(true);
  });

  it('forgets a transmission after at most two windows, never before one', () => {
    const dedup = new TransmissionDedup(5000);
    expect(dedup.accept(t('A'), 0)).toBe(true);
    expect(dedup.accept(t('A'), 4999)).toBe(false);
    expect(dedup.accept(t('B'), 5000)).toBe(true); // rotates: A is in the previous generation
    expect(dedup.accept(t('A'), 9999)).toBe(false);
    expect(dedup.accept(t('A'), 10_001)).toBe(true);
    expect(dedup.accept(t('C'), 40_000)).toBe(true);
    expect(dedup.size).toBe(1);
  });
});
