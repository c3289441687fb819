// CSV (RFC 4180; R28.08): comma-separated, CRLF line ends, fields quoted where they hold a
// comma, quote or line break; numbers with a decimal point whatever the user's language;
// times ISO 8601 UTC; UTF-8 with a byte-order mark so spreadsheet programs read æ, ø and å.
import { isoTime, plainNumber, type ExportDocument } from './model.js';
import { tableColumns, tableRows, type TableCell } from './table.js';
import { joinChunks, textChunks } from './text-chunks.js';

const BYTE_ORDER_MARK = '\uFEFF';

function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellText(cell: TableCell): string {
  if (cell === null) return '';
  if (typeof cell === 'object') return isoTime(cell.time);
  // 10 decimals keeps a coordinate's every digit that matters without exponent notation.
  if (typeof cell === 'number') return plainNumber(cell, 10);
  return String(cell);
}

/** The document as CSV, a header row then a row per vertex. */
export function writeCsv(document: ExportDocument): Uint8Array {
  return joinChunks(csvChunks(document));
}

/** The same file in chunks, for a server sending a large dataset while it is written. */
export function csvChunks(document: ExportDocument): Iterable<Uint8Array> {
  return textChunks(csvLines(document));
}

function* csvLines(document: ExportDocument): Iterable<string> {
  yield `${BYTE_ORDER_MARK}${tableColumns(document).map(field).join(',')}\r\n`;
  // Row by row from the table, so the rows are never all held as cells at once.
  for (const row of tableRows(document)) {
    yield `${row.map((cell) => field(cellText(cell))).join(',')}\r\n`;
  }
}
