import { describe, expect, it } from 'vitest';
import { JsonLineWriter } from './json-lines.js';

/** Writes each value as a line (small buffers, so flushing and growing happen); returns the text. */
function written(values: object[], withRaw = true, sinkCopies = false): string {
  const parts: Buffer[] = [];
  const writer = new JsonLineWriter(
    64,
    (b) => parts.push(Buffer.from(b)), // a copy, so a refilled buffer would show
    withRaw,
    sinkCopies,
  );
  for (const v of values) writer.line(v);
  writer.flush();
  return Buffer.concat(parts).toString('utf8');
}

describe('JSON line writer', () => {
  const values = [
    { messageType: 1, mmsi: 257_000_000, latitude: 59.50503333333333, name: null },
    { text: 'quote " backslash \\ \u0000\t\n' },
    { name: 'Ærø é € 😀' },
    { lone: '\ud800 x\udc00' },
    { long: 'x'.repeat(70_000), nested: { a: [1, null] } },
    { error: 'bad_checksum', source: null, line: 4 },
  ];
  const expected = values.map((v) => `${JSON.stringify(v)}\n`).join('');

  it('writes UTF-8 JSON lines across flushes, growing for a value larger than the buffer', () => {
    expect(written(values)).toBe(expected);
  });

  it('gives the same bytes when it refills one buffer for a sink that copies', () => {
    expect(written(values, true, true)).toBe(expected);
  });

  it('leaves out payload and fill bits on request', () => {
    const messages = Array.from({ length: 20 }, (_, k) => ({
      messageType: 1,
      mmsi: 257_000_000 + k,
      payload: `p${k}`,
      fillBits: k % 6,
      latitude: k / 600_000,
    }));
    const lean = messages.map(({ payload: _p, fillBits: _f, ...rest }) => rest);
    expect(written(messages.map((m) => ({ ...m })))).toBe(
      messages.map((m) => `${JSON.stringify(m)}\n`).join(''),
    );
    expect(written(messages, false)).toBe(lean.map((m) => `${JSON.stringify(m)}\n`).join(''));
  });
});
