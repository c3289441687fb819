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
  /** … else the values as they are (undefined where a record lacks the field) … */
  readonly values: readonly (readonly unknown[] | null)[];
  /**
   * … or, where few values repeat often (times to the second, destinations, ship types), each
   * value once and per record its index, moved without a copy: only the distinct strings are
   * cloned across threads.
   */
  readonly coded: readonly ({
    readonly table: readonly unknown[];
    readonly codes: Uint32Array;
  } | null)[];
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
  const coded: ({ table: unknown[]; codes: Uint32Array } | null)[] = [];
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
      const column = list.map((item) => (item as Record<string, unknown>)[key]);
      const table: unknown[] = [];
      const seen = new Map<unknown, number>();
      const codes = new Uint32Array(list.length);
      // Coded when its distinct values are at most half its records.
      const limit = list.length / 2;
      for (let i = 0; i < column.length && table.length <= limit; i++) {
        const value = column[i];
        let code = seen.get(value);
        if (code === undefined) {
          code = table.length;
          seen.set(value, code);
          table.push(value);
        }
        codes[i] = code;
      }
      // Objects are not coded: equal-looking ones are not the same value.
      const codable =
        table.length <= limit &&
        table.every((value) => typeof value !== 'object' || value === null);
      values.push(codable ? null : column);
      coded.push(codable ? { table, codes } : null);
    }
    if (coded.length < numbers.length) coded.push(null);
  }
  return { length: list.length, keys, numbers, values, coded };
}

/** The typed arrays of columns, to move to the other thread without a copy. */
export function transferables(columns: LatestColumns): ArrayBuffer[] {
  return [
    ...columns.numbers.flatMap((column) => (column ? [column.buffer as ArrayBuffer] : [])),
    ...columns.coded.flatMap((column) => (column ? [column.codes.buffer as ArrayBuffer] : [])),
  ];
}

/**
 * The records back from columns, fields in the answer's order (a field some records lack comes
 * after the others in every record). Built a field at a time over copies of one record with
 * every field all records have: the copies share one shape and each loop stores one field,
 * about half what adding the fields record by record cost (bench/web-vessels).
 */
export function fromColumns(columns: LatestColumns): Record<string, unknown>[] {
  const records = new Array<Record<string, unknown>>(columns.length);
  recordBuilder(columns)(records, 0, columns.length);
  return records;
}

/** Builds records `from` to `to` (not included) of the answer into `records`, a slice a call. */
export function recordBuilder(
  columns: LatestColumns,
): (records: Record<string, unknown>[], from: number, to: number) => void {
  const { keys, numbers, values, coded } = columns;
  const template: Record<string, unknown> = {};
  for (let k = 0; k < keys.length; k++) {
    const complete = !values[k]?.includes(undefined) && !coded[k]?.table.includes(undefined);
    if (complete) template[keys[k]!] = null;
  }
  return (records, from, to) => {
    for (let i = from; i < to; i++) records[i] = { ...template };
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      const number = numbers[k];
      const code = coded[k];
      const list = values[k];
      if (number) {
        for (let i = from; i < to; i++) {
          const value = number[i]!;
          // NaN stood for null (NaN is the one value not equal to itself).
          records[i]![key] = value === value ? value : null;
        }
      } else if (code) {
        const { table, codes } = code;
        for (let i = from; i < to; i++) {
          const value = table[codes[i]!];
          if (value !== undefined) records[i]![key] = value;
        }
      } else if (list) {
        for (let i = from; i < to; i++) {
          const value = list[i];
          if (value !== undefined) records[i]![key] = value;
        }
      }
    }
  };
}
