import { describe, expect, it } from 'vitest';
import { datasetTileAddress } from './dataset-tile-address.js';

const rocks = { id: 'rocks', zoom: { min: 10, max: 16 } };

describe('datasetTileAddress', () => {
  it('reads the address as numbers', () => {
    expect(datasetTileAddress({ z: '12', x: '2170', y: '1130' }, rocks)).toEqual({
      z: 12,
      x: 2170,
      y: 1130,
    });
  });

  it('refuses a tile outside the grid with 404', () => {
    expect(() => datasetTileAddress({ z: '10', x: '1024', y: '0' }, rocks)).toThrow(
      expect.objectContaining({
        status: 404,
        message: expect.stringContaining('outside the tile grid'),
      }),
    );
  });

  it('refuses a zoom the dataset cuts no tiles for, naming its range', () => {
    expect(() => datasetTileAddress({ z: '9', x: '0', y: '0' }, rocks)).toThrow(
      expect.objectContaining({ status: 404, message: expect.stringContaining('zoom 10–16 only') }),
    );
    expect(() => datasetTileAddress({ z: '17', x: '0', y: '0' }, rocks)).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
