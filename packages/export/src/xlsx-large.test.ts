import ExcelJS from 'exceljs';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nodeDeflater } from './node-deflate.js';
import { tableColumns, tableRows, type TableCell } from './table.js';
import { largeDocument, LARGE_T0 } from './testing/large-document.js';
import { EXCEL_MAX_CELL_TEXT, SharedStrings } from './xlsx-cells.js';
import { writeXlsx, xlsxChunks } from './xlsx.js';
import { concatBytes } from './zip-entry.js';
import type { ExportDocument } from './model.js';

async function sheets(bytes: Uint8Array): Promise<ExcelJS.Worksheet[]> {
  const workbook = new ExcelJS.Workbook();
  // ExcelJS's types ask for a Node Buffer; the bytes are the same.
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook.worksheets;
}

/** A cell as ExcelJS gives it, in the table's terms: texts, numbers, booleans, epoch ms. */
function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return { time: value.getTime() };
  if (typeof value === 'object' && 'richText' in value) {
    return value.richText.map((run) => run.text).join('');
  }
  return value;
}

/** Every row of the sheets after each sheet's header, padded to the table's width. */
function dataRows(worksheets: ExcelJS.Worksheet[], width: number): unknown[][] {
  const rows: unknown[][] = [];
  for (const sheet of worksheets) {
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      rows.push(Array.from({ length: width }, (_, i) => cellValue(row.getCell(i + 1).value)));
    });
  }
  return rows;
}

const expectedRows = (document: ExportDocument): TableCell[][] => [...tableRows(document)];

/**
 * The first cell where two tables differ, or null: on thousands of rows a plain toEqual's
 * diff of a failure would be too large to read (or print).
 */
function firstDifference(actual: unknown[][], expected: unknown[][]): object | null {
  if (actual.length !== expected.length) return { rows: actual.length, expected: expected.length };
  for (let row = 0; row < actual.length; row++) {
    const got = JSON.stringify(actual[row]);
    const want = JSON.stringify(expected[row]);
    if (got !== want) return { row, got, want };
  }
  return null;
}

describe('Excel writer on large tables (R28.07)', () => {
  it('reads back cell for cell: texts in many scripts, numbers, booleans, times', async () => {
    const document = largeDocument(3_000, 3_000);
    const bytes = concatBytes([...xlsxChunks(document, { maxRowsPerSheet: 2_500 })]);
    const worksheets = await sheets(bytes);
    // 6,000 rows over sheets of 2,500: three sheets, each with the header row.
    expect(worksheets.map((sheet) => sheet.name)).toEqual([
      'Stor tabell  æøå ÆØÅ',
      'Stor tabell  æøå ÆØÅ (2)',
      'Stor tabell  æøå ÆØÅ (3)',
    ]);
    const columns = tableColumns(document);
    for (const sheet of worksheets) {
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(columns);
    }
    const rows = dataRows(worksheets, columns.length);
    expect(rows).toHaveLength(6_000);
    expect(firstDifference(rows, expectedRows(document))).toBeNull();
    // The track's last fix, a minute apart from the one before, as a date cell.
    expect(rows.at(-1)![columns.indexOf('time')]).toEqual({ time: LARGE_T0 + 2_999 * 60_000 });
  });

  it('writes texts inline once the shared-string table is full, and they read the same', async () => {
    const document = largeDocument(200, 10);
    const bytes = writeXlsx(document);
    const small = concatBytes([
      ...xlsxChunks(document, { sharedStrings: { count: 10, characters: 100 } }),
    ]);
    expect(small.length).toBeGreaterThan(bytes.length);
    const columns = tableColumns(document);
    expect(
      firstDifference(dataRows(await sheets(small), columns.length), expectedRows(document)),
    ).toBeNull();
  });

  it('comes in several chunks for many rows, the same bytes each time', () => {
    const document = largeDocument(5_000, 0);
    const chunks = [...xlsxChunks(document, { rowsPerChunk: 500 })];
    expect(chunks.length).toBeGreaterThan(5);
    const again = concatBytes([...xlsxChunks(document, { rowsPerChunk: 500 })]);
    expect(Buffer.compare(concatBytes(chunks), again)).toBe(0);
  });

  it("compressed by Node's zlib, reads back the same as with fflate", async () => {
    const document = largeDocument(2_000, 2_000);
    const node = concatBytes([...xlsxChunks(document, { deflater: nodeDeflater })]);
    const columns = tableColumns(document);
    const fflate = dataRows(await sheets(writeXlsx(document)), columns.length);
    expect(firstDifference(dataRows(await sheets(node), columns.length), fflate)).toBeNull();
  });

  it("joins Node's sync-flushed pieces into one valid DEFLATE stream", () => {
    const deflater = nodeDeflater();
    const text = 'Havkart '.repeat(10_000);
    const pieces = [text.slice(0, 30_000), text.slice(30_000), ''].map((piece, i, all) =>
      deflater.push(new TextEncoder().encode(piece), i === all.length - 1),
    );
    expect(new TextDecoder().decode(inflateRawSync(concatBytes(pieces)))).toBe(text);
  });
});

describe('Excel cells', () => {
  const single = (properties: ExportDocument['features'][number]['properties'], time: number) =>
    ({
      name: 'x',
      features: [{ kind: 'point', name: null, properties, position: { lat: 60, lon: 5, time } }],
    }) satisfies ExportDocument;

  it("cuts a text to Excel's 32,767 characters, drops what XML forbids, keeps edge spaces", async () => {
    const document = single(
      { long: 'å'.repeat(40_000), control: 'a\u0001b\u0008c', spaced: '  to  ' },
      LARGE_T0,
    );
    const [sheet] = await sheets(writeXlsx(document));
    const header = (sheet!.getRow(1).values as unknown[]).slice(1);
    const cell = (name: string) => sheet!.getRow(2).getCell(header.indexOf(name) + 1).value;
    expect(cell('long')).toBe('å'.repeat(EXCEL_MAX_CELL_TEXT));
    expect(cell('control')).toBe('abc');
    expect(cell('spaced')).toBe('  to  ');
  });

  it('writes a time before 1900-03-01 as ISO text (Excel counts those days wrong)', async () => {
    const old = Date.UTC(1899, 0, 1, 12);
    const [sheet] = await sheets(writeXlsx(single({}, old)));
    const header = (sheet!.getRow(1).values as unknown[]).slice(1);
    expect(sheet!.getRow(2).getCell(header.indexOf('time') + 1).value).toBe(
      '1899-01-01T12:00:00.000Z',
    );
  });

  it('keeps the shared-string table within its bounds', () => {
    const shared = new SharedStrings({ count: 2, characters: 10 });
    expect([shared.indexOf('a'), shared.indexOf('b'), shared.indexOf('c')]).toEqual([
      0,
      1,
      undefined,
    ]);
    expect(shared.indexOf('a')).toBe(0);
    const short = new SharedStrings({ count: 10, characters: 5 });
    expect([short.indexOf('abc'), short.indexOf('def'), short.indexOf('g')]).toEqual([
      0,
      undefined,
      1,
    ]);
  });
});
