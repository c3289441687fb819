import { parseString } from '@fast-csv/parse';
import { describe, expect, it } from 'vitest';
import { writeCsv } from './csv.js';
import { SAMPLE_DOCUMENT } from './testing/sample-document.js';

const bytes = writeCsv(SAMPLE_DOCUMENT);

/** Rows as an independent RFC 4180 reader sees them. */
function parse(text: string): Promise<Record<string, string>[]> {
  return new Promise((resolve, reject) => {
    const rows: Record<string, string>[] = [];
    parseString(text, { headers: true, strictColumnHandling: true })
      .on('error', reject)
      .on('data', (row: Record<string, string>) => rows.push(row))
      .on('end', () => resolve(rows));
  });
}

describe('CSV writer (R28.08)', () => {
  it('starts with a UTF-8 byte-order mark and ends lines with CRLF', () => {
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n').length).toBeGreaterThan(2);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('has a header row and one row per vertex, quoting commas and quotes', async () => {
    const rows = await parse(new TextDecoder().decode(bytes));
    const vertices = 1 + 3 + 5 + 5 + 3 + 2;
    expect(rows).toHaveLength(vertices);
    expect(rows[0]).toMatchObject({
      feature: '1',
      kind: 'point',
      name: 'Fyr "Skomvær"',
      latitude: '67.4123456',
      longitude: '11.8765432',
      time: '2026-11-27T08:00:00Z',
      note: 'Kai, ved bøye',
    });
  });

  it('writes numbers with a decimal point and times in ISO 8601 UTC', async () => {
    const rows = await parse(new TextDecoder().decode(bytes));
    const route = rows.filter((row) => row['kind'] === 'route');
    expect(route.map((row) => row['time'])).toEqual([
      '2026-11-27T08:00:00Z',
      '2026-11-27T09:00:00Z',
      '2026-11-27T10:00:00Z',
    ]);
    expect(route.map((row) => row['vertexName'])).toEqual(['Bodø', '', 'Ut']);
    const line = rows.find((row) => row['kind'] === 'line');
    expect(line?.['lengthM']).toBe('18520.5');
    expect(rows.find((row) => row['kind'] === 'polygon')?.['areaM2']).toBe('1234567.5');
  });

  it('never writes a number in exponent notation', () => {
    const text = new TextDecoder().decode(
      writeCsv({
        name: 'x',
        features: [
          {
            kind: 'point',
            name: null,
            properties: { tiny: 1e-7, huge: 1e21 - 1 },
            position: { lat: 1e-7, lon: -0.0000001, time: null },
          },
        ],
      }),
    );
    expect(text.split('\r\n')[1]).toBe(
      '1,point,,1,1,0.0000001,-0.0000001,,,0.0000001,1000000000000000000000',
    );
  });
});
