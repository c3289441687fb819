import { placeNameSearchSource } from '@havkart/dataset-place-names/search';
import { describe, expect, it } from 'vitest';
import { mapHash, POINT_ZOOM } from '../../map/position/index.js';
import { showTargetDataset, targetView } from './target.js';

describe('where a chosen result takes the map', () => {
  it('a place opens as point details (lon_lat) with the map centred on it', async () => {
    const source = placeNameSearchSource('geonames', (type) => type);
    const host = {
      get: () =>
        Promise.resolve({
          results: [
            { uniqueId: 'geonames:1', name: 'Tromsø', type: 'town', lon: 18.955081, lat: 69.6489 },
          ],
        }),
      restrictedAis: () => Promise.resolve(false),
    };
    const [place] = await source.search('Tromsø', host, new AbortController().signal);
    expect(place!.target.pathname).toBe('/point/18.95508_69.6489');
    const view = targetView(place!.target)!;
    expect(view).toEqual({ center: [18.95508, 69.6489], zoom: POINT_ZOOM });
    // MapLibre's precision: four decimals are under a pixel at zoom 11.
    expect(mapHash(view)).toBe(`#map=${POINT_ZOOM}/69.6489/18.9551`);
  });

  it('a result without a position leaves the map where it is', () => {
    expect(targetView({ pathname: '/ais/257000001' })).toBeNull();
  });
});

describe('the dataset of a chosen result', () => {
  function datasets(enabled: boolean) {
    const turnedOn: string[] = [];
    return {
      turnedOn,
      get: (id: string) => (id === 'weatherstations' ? {} : undefined),
      isEnabled: () => enabled,
      setEnabled: (id: string) => {
        turnedOn.push(id);
        return Promise.resolve();
      },
    };
  }

  it('a weather station turns its layer on when it is off', () => {
    const off = datasets(false);
    showTargetDataset('/weatherstations/2576003', off);
    expect(off.turnedOn).toEqual(['weatherstations']);
    const on = datasets(true);
    showTargetDataset('/weatherstations/2576003', on);
    expect(on.turnedOn).toEqual([]);
  });

  it('a place, which is no dataset, turns nothing on', () => {
    const off = datasets(false);
    showTargetDataset('/point/18.95508_69.6489', off);
    expect(off.turnedOn).toEqual([]);
  });
});
