import { describe, expect, it } from 'vitest';
import { answerQueries, mergeByLayer, queryPoint } from './queries.js';

function fakeMap() {
  const calls: unknown[] = [];
  const map = {
    queryRenderedFeatures(geometry?: unknown, options?: unknown): unknown[] {
      calls.push(options);
      return [{ from: 'maplibre', geometry }];
    },
  };
  return { map, calls };
}

describe('queryPoint', () => {
  it('reads a point, a box as its centre with half its smaller side, and nothing else', () => {
    expect(queryPoint([10, 20])).toEqual({ point: { x: 10, y: 20 }, tolerance: 0 });
    expect(queryPoint([{ x: 7, y: 17 }, [13, 25]])).toEqual({
      point: { x: 10, y: 21 },
      tolerance: 3,
    });
    expect(queryPoint(undefined)).toBeNull();
  });
});

describe('answerQueries', () => {
  it('answers for its layer from the picker, first, and asks the map for the others', () => {
    const { map, calls } = fakeMap();
    answerQueries(map, 'ais:positions', (point, tolerance) => [{ vessel: point, tolerance }]);
    const box = [
      [7, 7],
      [13, 13],
    ];
    const found = map.queryRenderedFeatures(box, { layers: ['ais:positions', 'aids:icons'] });
    expect(found).toEqual([
      { vessel: { x: 10, y: 10 }, tolerance: 3 },
      { from: 'maplibre', geometry: box },
    ]);
    expect(calls).toEqual([{ layers: ['aids:icons'] }]);
  });

  it('asks only the picker when only its layer is wanted, and only the map otherwise', () => {
    const { map, calls } = fakeMap();
    answerQueries(map, 'ais:positions', () => ['vessel']);
    expect(map.queryRenderedFeatures([1, 1], { layers: ['ais:positions'] })).toEqual(['vessel']);
    expect(calls).toEqual([]);
    expect(map.queryRenderedFeatures([1, 1], { layers: ['aids:icons'] })).toHaveLength(1);
    expect(map.queryRenderedFeatures()).toEqual([{ from: 'maplibre', geometry: undefined }]);
  });

  it('wraps a map once, and a picker no longer answers once unregistered', () => {
    const { map } = fakeMap();
    const first = answerQueries(map, 'a', () => ['a']);
    answerQueries(map, 'b', () => ['b']);
    expect(map.queryRenderedFeatures([0, 0], { layers: ['a', 'b'] })).toEqual(['a', 'b']);
    first();
    expect(map.queryRenderedFeatures([0, 0], { layers: ['b'] })).toEqual(['b']);
    expect(map.queryRenderedFeatures([0, 0], { layers: ['a'] })).toHaveLength(1);
  });
});

describe('mergeByLayer', () => {
  it('puts the hits of higher layers first and keeps each layer’s own order', () => {
    const order = ['base', 'lights', 'vessels', 'labels'];
    expect(
      mergeByLayer(
        [
          { drawnBy: 'lights', hits: ['light 1', 'light 2'] },
          { drawnBy: 'vessels', hits: ['vessel'] },
          { drawnBy: 'base', hits: ['area'] },
        ],
        order,
      ),
    ).toEqual(['vessel', 'light 1', 'light 2', 'area']);
  });
});

describe('answerQueries with the map’s layer order', () => {
  it('stacks the picker’s hits where its drawing layer is, among MapLibre’s', () => {
    const map = {
      queryRenderedFeatures: (..._query: unknown[]): unknown[] => [
        { layer: { id: 'lights' }, n: 1 },
        { layer: { id: 'areas' }, n: 2 },
      ],
      getLayersOrder: () => ['areas', 'ais:gl', 'ais:positions', 'lights'],
    };
    answerQueries(map, 'ais:positions', () => [{ layer: { id: 'ais:positions' }, n: 0 }], 'ais:gl');
    const hits = map.queryRenderedFeatures([0, 0], {
      layers: ['ais:positions', 'lights', 'areas'],
    }) as { n: number }[];
    expect(hits.map((h) => h.n)).toEqual([1, 0, 2]);
  });
});
