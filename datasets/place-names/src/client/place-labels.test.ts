import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { clientParts } from './index.js';

const part = clientParts.find((p) => p.datasetId === 'placelabels')!;
const [labels] = part.layers({
  theme: themes.day,
  language: 'nb-NO',
  depthUnit: 'meters',
  options: {},
  dataUrl: '/api/v1/datasets/placelabels/geojson',
  origin: 'http://localhost:8080',
}).layers;

describe('town and harbour labels on the map', () => {
  it('label towns from zoom 7 on, through harbour zoom', () => {
    expect(labels?.layer).toMatchObject({ type: 'symbol', minzoom: 7 });
    expect(labels?.layer).not.toHaveProperty('maxzoom');
  });

  it('show the larger towns first and every place from zoom 9', () => {
    expect(labels?.layer).toMatchObject({
      filter: ['>=', ['get', 'population'], ['step', ['zoom'], 20_000, 8, 5_000, 9, 0]],
      layout: { 'symbol-sort-key': ['-', 0, ['get', 'population']] },
    });
  });
});
