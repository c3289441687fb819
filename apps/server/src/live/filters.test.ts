import { describe, expect, it } from 'vitest';
import { parseSince } from './filters.js';

describe('since', () => {
  it.each([
    ['2023-02-17T11:38:39Z', Date.UTC(2023, 1, 17, 11, 38, 39)],
    ['2023-02-17T11:38:39+00:00', Date.UTC(2023, 1, 17, 11, 38, 39)],
    ['2023-02-17T12:38:39+0100', Date.UTC(2023, 1, 17, 11, 38, 39)],
    ['2023-02-17T11:38:39', Date.UTC(2023, 1, 17, 11, 38, 39)],
    ['2023-02-17T11:38:39.500', Date.UTC(2023, 1, 17, 11, 38, 39, 500)],
    ['2013-01-01', Date.UTC(2013, 0, 1)],
  ])('%s is read as UTC unless it says otherwise', (text, ms) => {
    expect(parseSince(text)).toBe(ms);
  });
});
