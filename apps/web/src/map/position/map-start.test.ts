import { INITIAL_BOUNDS } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { mapStart } from './map-start.js';

const isDataset = (id: string) => id === 'ais';
const saved = { center: [5.32, 60.39] as const, zoom: 9 };
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('where the map opens for an address (spec 01 §4, §9)', () => {
  it('opens a /point/ link on the point, over the saved view', () => {
    expect(mapStart(at('/point/18.95508_69.6489'), saved, isDataset)).toMatchObject({
      source: 'route',
      camera: { center: [18.95508, 69.6489], zoom: 11 },
      feature: null,
      addressView: true,
    });
  });

  it('opens a vessel link on the saved view and moves to the vessel once found', () => {
    const start = mapStart(at('/ais/257000001'), saved, isDataset);
    expect(start.source).toBe('saved');
    expect(start.feature).toEqual({ kind: 'feature', datasetId: 'ais', featureId: '257000001' });
    expect(start.addressView).toBe(true);
  });

  it('lets a hash or a share link outrank the route', () => {
    const hashed = mapStart(at('/ais/257000001', '', '#map=8/60/5'), saved, isDataset);
    expect(hashed).toMatchObject({ source: 'url', feature: null, addressView: true });
    const shared = mapStart(at('/point/5_60', '?zoomAndCenter=9_10.4,63.43'), null, isDataset);
    expect(shared).toMatchObject({ source: 'shareLink', camera: { center: [10.4, 63.43] } });
  });

  it('opens a plain address on the saved view, else the spec bounds, and says so', () => {
    expect(mapStart(at('/'), saved, isDataset)).toMatchObject({
      source: 'saved',
      addressView: false,
    });
    expect(mapStart(at('/fleets'), null, isDataset)).toMatchObject({
      camera: { bounds: INITIAL_BOUNDS },
      addressView: false,
    });
    expect(mapStart(at('/', '?%7Bbroken'), null, isDataset).shareLinkError).toBeDefined();
  });
});
