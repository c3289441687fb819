import type { DatasetSearchHost } from '@havkart/datasets-core/client';
import { describe, expect, it } from 'vitest';
import { searchVessels, vesselSearchSource } from './vessel-search.js';

const ORKLA = { mmsi: 257000001, name: 'ORKLA', callSign: 'LAAA', latitude: 63, longitude: 10 };
const ORKLAND = { mmsi: 257000002, name: 'ORKLAND', callSign: 'LBBB', latitude: 64, longitude: 9 };
const SECRET = { mmsi: 257000003, name: 'ORKLA II', callSign: null, latitude: 70, longitude: 20 };

function host(answers: Record<string, unknown>, restricted: boolean) {
  const asked: string[] = [];
  const fake: DatasetSearchHost = {
    get(path) {
      asked.push(path);
      const base = Object.keys(answers).find((b) => path.startsWith(`${b}/latest/search?`));
      const answer = base === undefined ? undefined : answers[base];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    restrictedAis: () => Promise.resolve(restricted),
  };
  return { fake, asked };
}

const signal = new AbortController().signal;

describe('vessel search source', () => {
  it('is the vessels category at priority 0, unique by MMSI, sorted by name (A08)', () => {
    expect(vesselSearchSource).toMatchObject({
      id: 'vessels',
      category: 'vessels',
      priority: 0,
      uniqueProp: 'mmsi',
      sortProp: 'name',
    });
  });

  it('asks only the open base without a restricted profile', async () => {
    const { fake, asked } = host({ '/live/v1': [ORKLA] }, false);
    const results = await searchVessels('Orkla', fake, signal);
    expect(asked).toEqual(['/live/v1/latest/search?query=Orkla']);
    expect(results.map((r) => r.uniqueId)).toEqual(['vessels:257000001']);
  });

  it('merges the restricted base by MMSI, a vessel listed once (R18.07)', async () => {
    const moved = { ...ORKLA, latitude: 63.5 };
    const { fake, asked } = host(
      { '/live/v1': [ORKLA, ORKLAND], '/live/restricted/v1': [moved, SECRET] },
      true,
    );
    const results = await searchVessels('orkla', fake, signal);
    expect(asked).toHaveLength(2);
    expect(results.map((r) => r.label)).toEqual(['ORKLA', 'ORKLAND', 'ORKLA II']);
    expect(results[0]!.target).toEqual({
      pathname: '/ais/257000001',
      center: [10, 63.5],
      zoom: 13,
    });
    // Exact before prefix: the ranks the search box orders by.
    expect(results.map((r) => r.rank)).toEqual([0, 1, 1]);
  });

  it('tolerates one failed base and fails only when every base failed', async () => {
    const oneDown = host({ '/live/v1': new Error('down'), '/live/restricted/v1': [SECRET] }, true);
    expect((await searchVessels('orkla ii', oneDown.fake, signal)).map((r) => r.label)).toEqual([
      'ORKLA II',
    ]);
    const allDown = host(
      { '/live/v1': new Error('down'), '/live/restricted/v1': new Error('down too') },
      true,
    );
    await expect(searchVessels('orkla', allDown.fake, signal)).rejects.toThrow('down');
  });

  it('a vessel without a position opens its page without moving the map', async () => {
    const { fake } = host({ '/live/v1': [{ ...ORKLA, latitude: null, longitude: null }] }, false);
    const [result] = await searchVessels('257000001', fake, signal);
    expect(result!.target).toEqual({ pathname: '/ais/257000001' });
    expect(result!.detail).toBe('MMSI 257000001 · LAAA');
  });
});
