// Excel .xlsx (R28.07): the shared table on one sheet, times as real date cells (UTC) so the
// spreadsheet can compute with them. The sheet's XML is written row by row straight into a
// streamed zip (fflate), a batch of rows at a time, instead of through ExcelJS: ExcelJS's
// workbook took 40–55× GDAL's time and 3 GB for 250,000 rows, its streaming writer 3.5× and
// needs Node streams (see the package README for the figures). Output comes in chunks, so
// the server can send a large download while it is being written; memory holds the document,
// one batch of rows and the bounded shared-string table (xlsx-cells.ts).
import { Zip, ZipPassThrough } from 'fflate';
import type { ExportDocument } from './model.js';
import { tableColumns, tableRowCount, tableRows } from './table.js';
import { RowWriter, SharedStrings, type SharedStringLimits } from './xlsx-cells.js';
import {
  concatBytes,
  DeflatedZipEntry,
  fflateDeflater,
  type RawDeflaterFactory,
} from './zip-entry.js';
import {
  contentTypesXml,
  corePropertiesXml,
  ROOT_RELS_XML,
  SHEET_END,
  SHEET_START,
  sheetPath,
  SHARED_STRINGS_PATH,
  STYLES_XML,
  workbookRelsXml,
  workbookXml,
} from './xlsx-parts.js';

/** Rows an Excel sheet holds, the header included. */
export const EXCEL_MAX_ROWS = 1_048_576;

/** A fixed zip entry time: the same document always gives the same bytes. */
const ENTRY_TIME = new Date(2000, 0, 1);

export interface XlsxOptions {
  /** Data rows per sheet before the rest goes on to a next sheet (Excel's limit less the header). */
  readonly maxRowsPerSheet?: number;
  /** Rows written between two chunks of output. */
  readonly rowsPerChunk?: number;
  /** Compresses the sheets; fflate's by default, Node's zlib on the server. */
  readonly deflater?: RawDeflaterFactory;
  /** Bounds of the shared-string table (tests make them small). */
  readonly sharedStrings?: SharedStringLimits;
}

/** Excel refuses sheet names over 31 characters, holding any of `\ / ? * [ ] :`, or quoted. */
export function sheetName(name: string): string {
  const cleaned = name
    .replace(/[\\/?*[\]:]/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '');
  return (cleaned || 'Havkart').slice(0, 31);
}

/** Names of the sheets a long table is spread over: `name`, `name (2)`, `name (3)`, …. */
export function sheetNames(name: string, count: number): string[] {
  const base = sheetName(name);
  return Array.from({ length: count }, (_, i) => {
    if (i === 0) return base;
    const suffix = ` (${i + 1})`;
    return `${base.slice(0, 31 - suffix.length)}${suffix}`;
  });
}

/**
 * The document as an Excel workbook, in chunks of zip bytes: a header row, then a row per
 * vertex; past Excel's row limit the table goes on to further sheets, each with the header.
 */
export function* xlsxChunks(
  document: ExportDocument,
  options: XlsxOptions = {},
): Generator<Uint8Array> {
  const maxRows = Math.max(1, Math.min(options.maxRowsPerSheet ?? Infinity, EXCEL_MAX_ROWS - 1));
  const rowsPerChunk = Math.max(1, options.rowsPerChunk ?? 2_000);
  const deflater = options.deflater ?? fflateDeflater;
  const columns = tableColumns(document);
  const shared = new SharedStrings(options.sharedStrings);
  const writer = new RowWriter(columns, shared);
  const names = sheetNames(
    document.name,
    Math.max(1, Math.ceil(tableRowCount(document) / maxRows)),
  );

  const pending: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    pending.push(chunk);
  });
  const take = (): Uint8Array => concatBytes(pending.splice(0));
  const encoder = new TextEncoder();
  const whole = (path: string, xml: string) => {
    const entry = new ZipPassThrough(path);
    entry.mtime = ENTRY_TIME;
    zip.add(entry);
    entry.push(encoder.encode(xml), true);
  };

  whole('[Content_Types].xml', contentTypesXml(names.length));
  whole('_rels/.rels', ROOT_RELS_XML);
  whole('docProps/core.xml', corePropertiesXml(document.name));
  whole('xl/workbook.xml', workbookXml(names));
  whole('xl/_rels/workbook.xml.rels', workbookRelsXml(names.length));
  whole('xl/styles.xml', STYLES_XML);
  yield take();

  const rows = tableRows(document);
  for (let sheet = 1; sheet <= names.length; sheet++) {
    const entry = new DeflatedZipEntry(sheetPath(sheet), deflater, ENTRY_TIME);
    zip.add(entry);
    let xml = SHEET_START + writer.header();
    for (let rowNumber = 2; rowNumber <= maxRows + 1; rowNumber++) {
      const next = rows.next();
      if (next.done) break;
      xml += writer.row(rowNumber, next.value);
      if ((rowNumber - 1) % rowsPerChunk === 0) {
        entry.push(encoder.encode(xml));
        xml = '';
        if (pending.length > 0) yield take();
      }
    }
    entry.push(encoder.encode(xml + SHEET_END), true);
  }
  // Last, once every text of every sheet is in it.
  const strings = new DeflatedZipEntry(SHARED_STRINGS_PATH, deflater, ENTRY_TIME);
  zip.add(strings);
  for (const piece of shared.xml()) {
    strings.push(encoder.encode(piece));
    if (pending.length > 0) yield take();
  }
  strings.push(new Uint8Array(0), true);
  zip.end();
  yield take();
}

/** The whole workbook as one file's bytes (drawings, routes and tracks in the browser). */
export function writeXlsx(document: ExportDocument): Uint8Array {
  return concatBytes([...xlsxChunks(document)]);
}
