import { gunzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeOlex } from './olex.js';
import { SAMPLE_DOCUMENT, SAMPLE_TIMES } from './testing/sample-document.js';

const { T0, HOUR } = SAMPLE_TIMES;
const CREATED = Date.UTC(2026, 10, 1);
const bytes = writeOlex(SAMPLE_DOCUMENT, CREATED);
/** Olex files are ISO-8859-1: one byte per character. */
const text = String.fromCharCode(...gunzipSync(bytes));
const blocks = text
  .split('\n\n')
  .slice(1)
  .filter((block) => block.trim() !== '');

describe('Olex writer (R28.04)', () => {
  it('is gzipped and opens with the line Olex exports start with', () => {
    expect([...bytes.slice(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(text.startsWith('Ferdig forenklet\n\n')).toBe(true);
  });

  it('writes one block per feature: Rute {navn}, Plottsett, then a line per point', () => {
    expect(blocks.map((block) => block.split('\n')[0])).toEqual([
      'Rute Fyr "Skomvær"',
      'Rute Måling',
      'Rute Område',
      'Rute uten navn',
      'Rute Rute 1',
      'Rute LK 123',
    ]);
    expect(blocks.every((block) => block.includes('\nPlottsett 8\n'))).toBe(true);
    expect(blocks.map((block) => /\nRutetype (\w+)\n/.exec(block)?.[1] ?? null)).toEqual([
      null,
      'Strek',
      'Areal',
      'Areal',
      null,
      'Strek',
    ]);
  });

  it('writes latitude and longitude in minutes, Unix time in seconds and a symbol', () => {
    const route = blocks[4]!.split('\n').filter((line) => /^\d/.test(line));
    expect(route).toEqual([
      `4036.8 864 ${T0 / 1000} Brunsirkel`,
      `4047 864 ${(T0 + HOUR) / 1000} Brunsirkel`,
      `4056 846 ${(T0 + 2 * HOUR) / 1000} Brunsirkel`,
    ]);
    expect(blocks[4]!.split('\n')).toContain('Navn Bodø');
    const [point] = blocks[0]!.split('\n').filter((line) => /^\d/.test(line));
    expect(point).toBe(`4044.740736 712.592592 ${T0 / 1000} Brunsirkel`);
  });

  it('stamps points without a time with the creation time', () => {
    const [first] = blocks[1]!.split('\n').filter((line) => /^\d/.test(line));
    expect(first).toBe(`4026 846 ${CREATED / 1000} Brunsirkel`);
  });

  it('writes ISO-8859-1, as Olex does', () => {
    const raw = gunzipSync(bytes);
    const ø = raw.indexOf(0xf8);
    expect(ø).toBeGreaterThan(0);
    expect(raw.includes(0xc3)).toBe(false); // no UTF-8 lead byte
  });
});
