import { describe, expect, it } from 'vitest';
import { followedMoves, vesselPopups } from './follow-vessels.js';
import type { MapPopupState } from './popups.store.js';

const popup = (datasetId: string, featureId: string, lng = 5, lat = 60): MapPopupState => ({
  id: `${datasetId}/${featureId}`,
  lngLat: { lng, lat },
  choice: { kind: 'single', hit: { datasetId, featureId, properties: {} } },
});

describe('vessel popups follow their vessel', () => {
  it('follows single vessel popups only, not other datasets or combined lists', () => {
    const combined: MapPopupState = {
      id: 'list:ais/1|ais/2',
      lngLat: { lng: 0, lat: 0 },
      choice: {
        kind: 'combined',
        hits: [
          { datasetId: 'ais', featureId: '1', properties: {} },
          { datasetId: 'ais', featureId: '2', properties: {} },
        ],
      },
    };
    const followed = vesselPopups([
      popup('ais', '257000001'),
      popup('aton', '992570001'),
      combined,
      null,
    ]);
    expect([...followed]).toEqual([[257000001, ['ais/257000001']]]);
  });

  it('moves a followed popup to the newest held position, once per batch', () => {
    const followed = new Map([[257000001, ['ais/257000001']]]);
    const newest = () => ({ longitude: 5.1, latitude: 60.2 });
    const at = () => ({ lng: 5, lat: 60 });
    const batch = [{ mmsi: 257000001 }, { mmsi: 257000002 }, { mmsi: 257000001 }];
    expect(followedMoves(followed, batch, newest, at)).toEqual([
      ['ais/257000001', { lng: 5.1, lat: 60.2 }],
    ]);
    // Already there, or no position held: no move.
    expect(followedMoves(followed, batch, newest, () => ({ lng: 5.1, lat: 60.2 }))).toEqual([]);
    expect(followedMoves(followed, batch, () => ({ longitude: null, latitude: null }), at)).toEqual(
      [],
    );
  });
});
