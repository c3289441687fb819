import { describe, expect, it } from 'vitest';
import { fromColumns, toColumns, transferables } from './latest-columns.js';
import { buildInSlices, parseLatest } from './latest-parse.js';

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

  it('sends a field of few distinct values once per value, and gives back the same records', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      mmsi: i,
      msgtime: `2026-11-27T10:00:0${i % 2}+00:00`,
      destination: i === 3 ? null : 'BERGEN',
      eta: i === 4 ? undefined : 'soon',
    }));
    const columns = toColumns(many)!;
    const at = (key: string) => columns.keys.indexOf(key);
    expect(columns.coded[at('msgtime')]?.table).toEqual([
      '2026-11-27T10:00:00+00:00',
      '2026-11-27T10:00:01+00:00',
    ]);
    expect(columns.values[at('msgtime')]).toBeNull();
    expect(transferables(columns)).toHaveLength(4);
    const back = fromColumns(columns);
    expect(back).toEqual(
      many.map(({ eta, ...rest }) => (eta === undefined ? rest : { ...rest, eta })),
    );
    expect('eta' in back[4]!).toBe(false);
  });

  it('leaves out a field a record lacks, as the answer did', () => {
    const records = fromColumns(toColumns([{ mmsi: 1, name: 'A' }, { mmsi: 2 }])!);
    expect(records).toEqual([{ mmsi: 1, name: 'A' }, { mmsi: 2 }]);
    expect('name' in records[1]!).toBe(false);
  });

  it('builds the records a slice per turn, the page getting its turn between slices', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ mmsi: i, name: `V${i}` }));
    let turns = 0;
    const records = await buildInSlices(
      toColumns(many)!,
      () => {
        turns++;
        return Promise.resolve();
      },
      10,
    );
    expect(records).toEqual(many);
    expect(turns).toBe(2);
  });

  it('is null for anything but a list of objects', () => {
    expect(toColumns({ mmsi: 1 })).toBeNull();
    expect(toColumns([1, 2])).toBeNull();
    expect(toColumns(undefined)).toBeNull();
    expect(toColumns([])).toEqual({ length: 0, keys: [], numbers: [], values: [], coded: [] });
  });

  it('parses on this thread where no worker runs, an empty body as nothing', async () => {
    await expect(parseLatest(JSON.stringify(answer))).resolves.toEqual(answer);
    await expect(parseLatest('')).resolves.toBeUndefined();
    await expect(parseLatest('{')).rejects.toThrow(SyntaxError);
  });
});
