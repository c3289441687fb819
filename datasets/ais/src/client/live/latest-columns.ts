// A `latest` answer parsed off the main thread: a worker runs JSON.parse and hands the records
// back as columns, numbers in typed arrays moved without a copy, so the main thread only
// builds the record objects (no text scanning, no structured clone of 100,000 objects).
// Pure, so both halves are tested without a worker.

/** The records of an answer, field by field. */
export interface LatestColumns {
  readonly length: number;
  /** Field names, in the order first met. */
  readonly keys: readonly string[];
  /** Per field: numbers (NaN for null) when every record has a number or null there … */
  readonly numbers: readonly (Float64Array | null)[];
  /** … else the values as they are (undefined where a record lacks the field). */
  readonly values: readonly (readonly unknown[] | null)[];
}

/**
 * A parsed answer as columns, or null when it is not a list of objects. Self-contained (no
 * outside names), so a worker can be made from its source text too (bench/web-vessels).
 */
export function toColumns(answer: unknown): LatestColumns | null {
  if (!Array.isArray(answer)) return null;
  const list = answer as unknown[];
  const keys: string[] = [];
  const index = new Map<string, number>();
  for (const item of list) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
    for (const key of Object.keys(item)) {
      if (!index.has(key)) {
        index.set(key, keys.length);
        keys.push(key);
      }
    }
  }
  const numbers: (Float64Array | null)[] = [];
  const values: (unknown[] | null)[] = [];
  for (const key of keys) {
    let numeric = true;
    for (const item of list) {
      const value = (item as Record<string, unknown>)[key];
      if (value !== null && typeof value !== 'number') {
        numeric = false;
        break;
      }
    }
    if (numeric) {
      const column = new Float64Array(list.length);
      for (let i = 0; i < list.length; i++) {
        const value = (list[i] as Record<string, unknown>)[key] as number | null;
        column[i] = value === null ? NaN : value;
      }
      numbers.push(column);
      values.push(null);
    } else {
      numbers.push(null);
      values.push(list.map((item) => (item as Record<string, unknown>)[key]));
    }
  }
  return { length: list.length, keys, numbers, values };
}

/** The typed arrays of columns, to move to the other thread without a copy. */
export function transferables(columns: LatestColumns): ArrayBuffer[] {
  return columns.numbers.flatMap((column) => (column ? [column.buffer as ArrayBuffer] : []));
}

/** The records back from columns, fields in the answer's order. */
export function fromColumns(columns: LatestColumns): Record<string, unknown>[] {
  const { keys, numbers, values } = columns;
  const records: Record<string, unknown>[] = new Array<Record<string, unknown>>(columns.length);
  for (let i = 0; i < columns.length; i++) {
    const record: Record<string, unknown> = {};
    for (let k = 0; k < keys.length; k++) {
      const column = numbers[k];
      if (column) {
        const value = column[i]!;
        record[keys[k]!] = Number.isNaN(value) ? null : value;
      } else {
        const value = values[k]![i];
        if (value !== undefined) record[keys[k]!] = value;
      }
    }
    records[i] = record;
  }
  return records;
}
