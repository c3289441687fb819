// A sheet's rows as SpreadsheetML: each cell with its reference (`B7`), texts through a
// bounded shared-string table, times as date serials. Separate from the zip streaming in
// xlsx.ts so the cell rules can be read and tested on their own.
import type { TableCell } from './table.js';
import { CELL_STYLE } from './xlsx-parts.js';
import { escapeXml } from './xml.js';

/** Characters an Excel cell holds; longer texts are cut to this. */
export const EXCEL_MAX_CELL_TEXT = 32_767;

/**
 * Most texts the shared-string table keeps, and most characters over them all. A text seen
 * again is written as its index (`<v>3</v>`), far shorter than the text inline, which makes
 * the sheet's XML smaller and so faster to compress; past these bounds new texts are written
 * inline, so memory stays bounded however large the table.
 */
export const SHARED_STRING_LIMITS: SharedStringLimits = { count: 100_000, characters: 4_000_000 };

export interface SharedStringLimits {
  readonly count: number;
  readonly characters: number;
}

/** Days from Excel's day 0 (1899-12-30 in the 1900 date system) to 1970-01-01. */
const EPOCH_SERIAL = 25_569;
const DAY_MS = 86_400_000;
/** Serial of 1900-03-01: before it Excel's 1900 leap-year bug shifts dates, so they go as text. */
const FIRST_SAFE_SERIAL = 61;

// Characters that need escaping in element text, or that XML 1.0 forbids.
// eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 forbids
const NEEDS_ESCAPE = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** `<t>` with the text escaped; spaces at either end kept (readers may drop them otherwise). */
function textElement(text: string): string {
  const escaped = NEEDS_ESCAPE.test(text) ? escapeXml(text) : text;
  return /^\s|\s$/.test(text) ? `<t xml:space="preserve">${escaped}</t>` : `<t>${escaped}</t>`;
}

/** Texts in first-seen order, each written once in `xl/sharedStrings.xml`. */
export class SharedStrings {
  private readonly indexes = new Map<string, number>();
  private characters = 0;

  constructor(private readonly limits: SharedStringLimits = SHARED_STRING_LIMITS) {}

  /** The text's index in the table, or undefined when the table is full and it is new. */
  indexOf(text: string): number | undefined {
    const known = this.indexes.get(text);
    if (known !== undefined) return known;
    if (
      this.indexes.size >= this.limits.count ||
      this.characters + text.length > this.limits.characters
    ) {
      return undefined;
    }
    const index = this.indexes.size;
    this.indexes.set(text, index);
    this.characters += text.length;
    return index;
  }

  get size(): number {
    return this.indexes.size;
  }

  /** The table's XML in pieces of about `itemsPerPiece` texts. */
  *xml(itemsPerPiece = 5_000): Generator<string> {
    let piece =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" uniqueCount="${this.size}">`;
    let items = 0;
    for (const text of this.indexes.keys()) {
      piece += `<si>${textElement(text)}</si>`;
      if (++items % itemsPerPiece === 0) {
        yield piece;
        piece = '';
      }
    }
    yield `${piece}</sst>`;
  }
}

function textCell(ref: string, text: string, style: number, shared: SharedStrings): string {
  const cut = text.length > EXCEL_MAX_CELL_TEXT ? text.slice(0, EXCEL_MAX_CELL_TEXT) : text;
  const s = style === CELL_STYLE.plain ? '' : ` s="${style}"`;
  const index = shared.indexOf(cut);
  return index === undefined
    ? `<c r="${ref}"${s} t="inlineStr"><is>${textElement(cut)}</is></c>`
    : `<c r="${ref}"${s} t="s"><v>${index}</v></c>`;
}

/** A cell's XML; empty for an empty cell, which a row simply leaves out. */
export function cellXml(ref: string, cell: TableCell, shared: SharedStrings): string {
  if (cell === null) return '';
  switch (typeof cell) {
    case 'string':
      return textCell(ref, cell, CELL_STYLE.plain, shared);
    case 'number':
      // NaN and infinities have no cell value; the cell stays empty.
      return Number.isFinite(cell) ? `<c r="${ref}"><v>${cell}</v></c>` : '';
    case 'boolean':
      return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
    default: {
      const serial = cell.time / DAY_MS + EPOCH_SERIAL;
      if (!(serial >= FIRST_SAFE_SERIAL)) {
        return textCell(ref, new Date(cell.time).toISOString(), CELL_STYLE.plain, shared);
      }
      return `<c r="${ref}" s="${CELL_STYLE.dateTime}"><v>${serial}</v></c>`;
    }
  }
}

/** Column letters of a cell reference: 1 → A, 26 → Z, 27 → AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** Writes rows of a fixed set of columns; the header row in bold. */
export class RowWriter {
  private readonly letters: readonly string[];

  constructor(
    private readonly columns: readonly string[],
    private readonly shared: SharedStrings,
  ) {
    this.letters = columns.map((_, i) => columnLetters(i + 1));
  }

  header(): string {
    const cells = this.columns.map((name, i) =>
      textCell(`${this.letters[i]}1`, name, CELL_STYLE.header, this.shared),
    );
    return `<row r="1">${cells.join('')}</row>`;
  }

  row(rowNumber: number, cells: readonly TableCell[]): string {
    const row = String(rowNumber);
    let xml = `<row r="${row}">`;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      if (cell !== null) xml += cellXml(this.letters[i]! + row, cell, this.shared);
    }
    return `${xml}</row>`;
  }
}
