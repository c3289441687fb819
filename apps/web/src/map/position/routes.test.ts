import { describe, expect, it } from 'vitest';
import { positionAddress, routeFocus } from './routes.js';

const isDataset = (id: string) => id === 'ais' || id === 'aton' || id === 'lights';

describe('what a route asks of the map (spec 01 §2)', () => {
  it('centres a /point/ link at the point zoom', () => {
    expect(routeFocus('/point/18.95508_69.6489', isDataset)).toEqual({
      kind: 'view',
      camera: { center: [18.95508, 69.6489], zoom: 11 },
    });
    expect(routeFocus('/point/nonsense', isDataset)).toBeNull();
  });

  it('reads /sharedposition/{lon}_{lat} with an optional _{zoom} (A39)', () => {
    expect(routeFocus('/sharedposition/5.3_60.4_14', isDataset)).toEqual({
      kind: 'view',
      camera: { center: [5.3, 60.4], zoom: 14 },
    });
    expect(routeFocus('/sharedposition/5.3_60.4', isDataset)).toMatchObject({
      camera: { zoom: 11 },
    });
    expect(routeFocus('/sharedposition/5.3_60.4_x', isDataset)).toBeNull();
  });

  it('names the feature of a dataset route, /vessel/ included, and nothing else', () => {
    expect(routeFocus('/ais/257000001', isDataset)).toEqual({
      kind: 'feature',
      datasetId: 'ais',
      featureId: '257000001',
    });
    expect(routeFocus('/vessel/257000001', isDataset)).toMatchObject({ datasetId: 'ais' });
    expect(routeFocus('/aton/992576001', isDataset)).toMatchObject({ datasetId: 'aton' });
    expect(routeFocus('/lights/fxd%2012', isDataset)).toMatchObject({ featureId: 'fxd 12' });
    for (const path of ['/', '/ais', '/fleets', '/forecast/5_60', '/nosuch/a', '/ais/1/2']) {
      expect(routeFocus(path, isDataset)).toBeNull();
    }
  });

  it('addresses a route with its view in the hash', () => {
    expect(positionAddress('/point/5_60', { center: [5, 60], zoom: 11 })).toEqual({
      pathname: '/point/5_60',
      hash: '#map=11/60/5',
    });
  });
});
