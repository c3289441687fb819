import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetName, writeXlsx } from './xlsx.js';
import { SAMPLE_DOCUMENT, SAMPLE_TIMES } from './testing/sample-document.js';

const { T0, HOUR } = SAMPLE_TIMES;

async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  // ExcelJS's types ask for a Node Buffer; the bytes are the same.
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook;
}

describe('Excel writer (R28.07)', () => {
  it('writes a workbook that reads back: a header row, then a row per vertex', async () => {
    const bytes = await writeXlsx(SAMPLE_DOCUMENT);
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]); // a zip, as .xlsx files are
    const workbook = await readBack(bytes);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Tur til Bodø & <Lofoten>');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 9)).toEqual([
      'feature',
      'kind',
      'name',
      'part',
      'vertex',
      'latitude',
      'longitude',
      'time',
      'vertexName',
    ]);
    expect(sheet.rowCount).toBe(1 + 19);
    const column = (name: string) => header.indexOf(name) + 1;
    const first = sheet.getRow(2);
    expect(first.getCell(column('name')).value).toBe('Fyr "Skomvær"');
    expect(first.getCell(column('latitude')).value).toBe(67.4123456);
    expect(first.getCell(column('longitude')).value).toBe(11.8765432);
    expect((first.getCell(column('time')).value as Date).getTime()).toBe(T0);
    expect(first.getCell(column('note')).value).toBe('Kai, ved bøye');
  });

  it('writes route passing times as date cells', async () => {
    const sheet = (await readBack(await writeXlsx(SAMPLE_DOCUMENT))).worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const times: number[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1 && row.getCell(header.indexOf('kind') + 1).value === 'route') {
        times.push((row.getCell(header.indexOf('time') + 1).value as Date).getTime());
      }
    });
    expect(times).toEqual([T0, T0 + HOUR, T0 + 2 * HOUR]);
  });

  it('makes a sheet name Excel accepts', () => {
    expect(sheetName('a/b:c*d?[e]')).toBe('a b c d  e');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName(' / ')).toBe('Havkart');
  });
});
