import { describe, expect, it } from 'vitest';
import { searchableParts } from './searchable-parts.js';

describe('dataset search sources', () => {
  const source = () => Promise.resolve({});
  const parts = [
    { datasetId: 'ais', searchSource: source },
    { datasetId: 'fairways' },
    { datasetId: 'seaice', searchSource: source },
  ];

  it('come only from datasets the catalogue holds (no vessel search on a variant without AIS)', () => {
    const holds = (id: string) => id !== 'ais';
    expect(searchableParts(parts, holds).map((p) => p.datasetId)).toEqual(['seaice']);
  });

  it('come from every holding dataset that offers one, and none after a failed start-up', () => {
    expect(searchableParts(parts, () => true).map((p) => p.datasetId)).toEqual(['ais', 'seaice']);
    expect(searchableParts(parts, () => false)).toEqual([]);
  });
});
