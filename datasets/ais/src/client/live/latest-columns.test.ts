import { describe, expect, it } from 'vitest';
import { fromColumns, toColumns, transferables } from './latest-columns.js';
import { parseLatest } from './latest-parse.js';

const answer = [
  {
    mmsi: 257000001,
    msgtime: '2026-11-27T10:00:00+00:00',
    latitude: 60.1,
    longitude: 5.2,
    trueHeading: null,
    speedOverGround: 12.5,
    name: 'HAVKART',
    shipType: 70,
  },
  {
    mmsi: 257000002,
    msgtime: '2026-11-27T10:00:01+00:00',
    latitude: 61,
    longitude: 4,
    trueHeading: 90,
    speedOverGround: 0,
    name: null,
    shipType: 'wellboat',
  },
];

describe('latest answers as columns (parsed off the main thread)', () => {
  it('gives back the same records, nulls and field order kept', () => {
    const columns = toColumns(answer)!;
    expect(fromColumns(columns)).toEqual(answer);
    expect(Object.keys(fromColumns(columns)[0]!)).toEqual(Object.keys(answer[0]!));
  });

  it('moves number fields as typed arrays and keeps mixed ones as values', () => {
    const columns = toColumns(answer)!;
    const at = (key: string) => columns.keys.indexOf(key);
    expect(columns.numbers[at('mmsi')]).toBeInstanceOf(Float64Array);
    expect(columns.numbers[at('trueHeading')]).toBeInstanceOf(Float64Array);
    expect(columns.numbers[at('shipType')]).toBeNull();
    expect(columns.values[at('name')]).toEqual(['HAVKART', null]);
    expect(transferables(columns)).toHaveLength(5);
  });

  it('leaves out a field a record lacks, as the answer did', () => {
    const records = fromColumns(toColumns([{ mmsi: 1, name: 'A' }, { mmsi: 2 }])!);
    expect(records).toEqual([{ mmsi: 1, name: 'A' }, { mmsi: 2 }]);
    expect('name' in records[1]!).toBe(false);
  });

  it('is null for anything but a list of objects', () => {
    expect(toColumns({ mmsi: 1 })).toBeNull();
    expect(toColumns([1, 2])).toBeNull();
    expect(toColumns(undefined)).toBeNull();
    expect(toColumns([])).toEqual({ length: 0, keys: [], numbers: [], values: [] });
  });

  it('parses on this thread where no worker runs, an empty body as nothing', async () => {
    await expect(parseLatest(JSON.stringify(answer))).resolves.toEqual(answer);
    await expect(parseLatest('')).resolves.toBeUndefined();
    await expect(parseLatest('{')).rejects.toThrow(SyntaxError);
  });
});
