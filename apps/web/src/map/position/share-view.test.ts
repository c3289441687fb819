import { describe, expect, it } from 'vitest';
import { shareLinkView } from './share-view.js';

const json = (config: unknown) => `?${encodeURIComponent(JSON.stringify(config))}`;

describe('the map view of a share link (spec 01 §3, §4; spec 02 §5)', () => {
  it('reads old-style zoomAndCenter={zoom}_{lon},{lat}, which cancels mapBounds (A40)', () => {
    expect(shareLinkView('?zoomAndCenter=9_10.4,63.43')).toEqual({
      camera: { center: [10.4, 63.43], zoom: 9 },
    });
    expect(shareLinkView('?mapBounds=4,60_6,61&zoomAndCenter=9_10.4,63.43').camera).toEqual({
      center: [10.4, 63.43],
      zoom: 9,
    });
    expect(shareLinkView('?mapBounds=4,60_6,61').camera).toEqual({ bounds: [4, 60, 6, 61] });
  });

  it('needs exactly two parts, and only known keys (R19.18–R19.21)', () => {
    expect(shareLinkView('?mapBounds=4,60_6,61_7,62').camera).toBeNull();
    expect(shareLinkView('?zoomAndCenter=9_10.4,63.43_1').camera).toBeNull();
    expect(shareLinkView('?mapBounds=4,60_6,61&zoomAndCenter=9').camera).toEqual({
      bounds: [4, 60, 6, 61],
    });
    expect(shareLinkView('?zoomAndCenter=9_10.4,63.43&lang=en-US').camera).toBeNull();
    expect(shareLinkView('?lang=en-US').camera).toBeNull();
    expect(shareLinkView('').camera).toBeNull();
  });

  it('reads a new-style link as its options say (R19.17, A80)', () => {
    const state = {
      center: [18.95, 69.65],
      zoom: 10,
      bounds: [
        [4, 60],
        [6, 61],
      ],
    };
    expect(shareLinkView(json({ options: { useZoomAndCenter: true }, state })).camera).toEqual({
      center: [18.95, 69.65],
      zoom: 10,
    });
    expect(shareLinkView(json({ options: { useMapBounds: true }, state })).camera).toEqual({
      bounds: [4, 60, 6, 61],
    });
    expect(shareLinkView(json({ options: {}, state })).camera).toBeNull();
    expect(
      shareLinkView(
        json({
          options: { useZoomAndCenter: true },
          state: { center: { lng: 5, lat: 60 }, zoom: 7 },
        }),
      ).camera,
    ).toEqual({ center: [5, 60], zoom: 7 });
  });

  it('reports broken JSON so it can be logged, and opens normally (R19.22)', () => {
    const view = shareLinkView('?%7B%22options%22');
    expect(view.camera).toBeNull();
    expect(view.error).toEqual(expect.any(String));
  });
});
