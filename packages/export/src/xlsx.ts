// Excel .xlsx (R28.07), written with ExcelJS: the shared table on one sheet, times as real
// date cells (UTC) so the spreadsheet can compute with them.
import ExcelJS from 'exceljs';
import type { ExportDocument } from './model.js';
import { exportTable } from './table.js';

/** Excel refuses sheet names over 31 characters or holding any of `\ / ? * [ ] :`. */
export function sheetName(name: string): string {
  const cleaned = name.replace(/[\\/?*[\]:]/g, ' ').trim();
  return (cleaned || 'Havkart').slice(0, 31);
}

/** The document as an Excel workbook, a header row then a row per vertex. */
export async function writeXlsx(document: ExportDocument): Promise<Uint8Array> {
  const table = exportTable(document);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Havkart';
  const sheet = workbook.addWorksheet(sheetName(document.name));
  const header = sheet.addRow([...table.columns]);
  header.font = { bold: true };
  const timeColumn = table.columns.indexOf('time') + 1;
  sheet.getColumn(timeColumn).numFmt = 'yyyy-mm-dd hh:mm:ss';
  for (const row of table.rows) {
    sheet.addRow(
      row.map((cell) => (cell !== null && typeof cell === 'object' ? new Date(cell.time) : cell)),
    );
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
