import { describe, expect, it } from 'vitest';
import { placePosition, positionPoints } from './report-positions.js';

describe('a position from a click or the device', () => {
  it('fills the first empty row, five decimals', () => {
    expect(placePosition([{ lat: '', lon: '' }], [14.912345678, 68.1])).toEqual([
      { lat: '68.10000', lon: '14.91235' },
    ]);
  });

  it('adds a row after the last when every row holds a position', () => {
    const rows = [{ lat: '68.1', lon: '14.9' }];
    expect(placePosition(rows, [15, 68.2])).toEqual([
      { lat: '68.1', lon: '14.9' },
      { lat: '68.20000', lon: '15.00000' },
    ]);
  });

  it('keeps a half-typed row and fills the empty one after it', () => {
    const rows = [
      { lat: '68', lon: '' },
      { lat: '', lon: '' },
    ];
    expect(placePosition(rows, [15, 68.2])[1]).toEqual({ lat: '68.20000', lon: '15.00000' });
    expect(placePosition(rows, [15, 68.2])[0]).toEqual({ lat: '68', lon: '' });
  });

  it('brings a click on a world copy back to -180..180', () => {
    expect(placePosition([], [374.5, 70])).toEqual([{ lat: '70.00000', lon: '14.50000' }]);
    expect(placePosition([], [-190, 70])).toEqual([{ lat: '70.00000', lon: '170.00000' }]);
  });
});

describe('the positions shown on the map', () => {
  it('are the rows that read, numbered as the rows', () => {
    const points = positionPoints([
      { lat: '68,1', lon: '14.9' },
      { lat: 'x', lon: '15' },
      { lat: '68.2', lon: '15.1' },
    ]);
    expect(points.features.map((f) => [f.properties.n, f.geometry.coordinates])).toEqual([
      [1, [14.9, 68.1]],
      [3, [15.1, 68.2]],
    ]);
  });
});
