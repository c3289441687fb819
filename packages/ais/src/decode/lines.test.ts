import { describe, expect, it } from 'vitest';
import { createByteLineSplitter, createLineSplitter } from './lines.js';

const bytes = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

function splitText(chunks: string[], maxLineLength?: number): string[] {
  const lines: string[] = [];
  const splitter = createLineSplitter((l) => lines.push(l), { maxLineLength });
  for (const chunk of chunks) splitter.write(chunk);
  splitter.end();
  return lines;
}

function splitBytes(chunks: string[], maxLineLength?: number): string[] {
  const lines: string[] = [];
  const splitter = createByteLineSplitter(
    (b, start, end) => lines.push(String.fromCharCode(...b.subarray(start, end))),
    { maxLineLength },
  );
  for (const chunk of chunks) splitter.write(bytes(chunk));
  splitter.end();
  return lines;
}

describe.each([
  ['text', splitText],
  ['bytes', splitBytes],
])('line splitter (%s)', (_name, split) => {
  it('joins lines across chunks and keeps a last line without a break', () => {
    expect(split(['ab', 'c\nde\r\n', 'f', '', 'g\nh'])).toEqual(['abc', 'de\r', 'fg', 'h']);
  });

  it('cuts an over-long line to its first maxLineLength units and drops the rest', () => {
    const long = 'x'.repeat(25);
    expect(split([`ok\n${long.slice(0, 12)}`, long.slice(12), '\nnext\n'], 10)).toEqual([
      'ok',
      'x'.repeat(10),
      'next',
    ]);
    expect(split([`${long}\nafter\n`], 10)).toEqual(['x'.repeat(10), 'after']);
  });

  it('bounds what it holds when no line break ever comes', () => {
    const lines = split(
      Array.from({ length: 50 }, () => 'y'.repeat(1000)),
      4096,
    );
    expect(lines).toEqual(['y'.repeat(4096)]);
  });
});
