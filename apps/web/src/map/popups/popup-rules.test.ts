import { describe, expect, it } from 'vitest';
import {
  choosePopup,
  clickPopup,
  datasetsOf,
  datasetOfLayer,
  detailsPath,
  hoverPopupsAllowed,
  pin,
  popupHits,
  popupId,
  routeIdOf,
  showsTransient,
  unpin,
  type FeatureKey,
  type PinnedPopup,
  type PopupHit,
  type RenderedFeature,
} from './popup-rules.js';

const KEYS: Record<string, FeatureKey> = {
  navigationinstallations: { field: 'globalid', prefixes: ['fxd', 'flt', 'lgt'] },
  fairways: { field: 'id' },
  ais: { field: 'mmsi' },
};
const keyOf = (id: string) => KEYS[id];

function rendered(layer: string, properties: Record<string, unknown>): RenderedFeature {
  return { layer: { id: layer }, properties };
}

const light = rendered('navigationinstallations:lights', {
  kind: 'lgt',
  globalid: 'demo-utsira',
  name: 'Utsira fyr',
});
const sector = rendered('navigationinstallations:light-sectors', {
  kind: 'lgt',
  shape: 'sector',
  globalid: 'demo-utsira',
});
const fairway = rendered('fairways:fairway-fill', { id: 'demo-korsfjorden' });
const vessel = rendered('ais:vessels', { mmsi: 257000000 });

describe('popup hits (spec 02 §2 route ids)', () => {
  it('names each feature by its dataset and route id, topmost first', () => {
    expect(popupHits([vessel, light, fairway], keyOf).map(detailsPath)).toEqual([
      '/ais/257000000',
      '/navigationinstallations/lgtdemo-utsira',
      '/fairways/demo-korsfjorden',
    ]);
  });

  it('counts a light and its sector arcs once: they share the route id', () => {
    expect(popupHits([sector, light, sector], keyOf)).toHaveLength(1);
  });

  it('leaves out features it cannot name: no key field, no dataset key, unknown kind', () => {
    const hits = popupHits(
      [
        rendered('fairways:fairway-fill', { name: 'no id' }),
        rendered('placenames:labels', { id: 'x' }),
        rendered('navigationinstallations:lights', { kind: 'zzz', globalid: 'a' }),
        rendered('not-a-composer-layer', { id: 'y' }),
      ],
      keyOf,
    );
    expect(hits).toEqual([]);
  });

  it('reads the dataset from the composer layer id and the kind prefix from the feature', () => {
    expect(datasetOfLayer('ais:vessel-icons')).toBe('ais');
    expect(datasetOfLayer('background')).toBeUndefined();
    expect(routeIdOf(KEYS.navigationinstallations!, { kind: 'flt', globalid: 'b1' })).toBe('fltb1');
    expect(routeIdOf(KEYS.ais!, { mmsi: 0 })).toBe('0');
  });
});

describe('popup choice: topmost or combined (spec 01 §2, §4)', () => {
  const hits: PopupHit[] = popupHits([vessel, light, fairway], keyOf);

  it('shows nothing without hits', () => {
    expect(choosePopup([], true)).toEqual({ kind: 'none' });
  });

  it('shows the topmost feature alone while combined popups are off', () => {
    expect(choosePopup(hits, false)).toEqual({ kind: 'single', hit: hits[0] });
  });

  it('lists every overlapping feature in one popup while combined popups are on', () => {
    expect(choosePopup(hits, true)).toEqual({ kind: 'combined', hits });
  });

  it('shows a lone feature as itself even with combined popups on', () => {
    expect(choosePopup(hits.slice(1, 2), true)).toEqual({ kind: 'single', hit: hits[1] });
  });

  it('names the datasets a popup shows, so turning one off closes its popups', () => {
    expect(datasetsOf({ kind: 'combined', hits })).toEqual([
      'ais',
      'navigationinstallations',
      'fairways',
    ]);
    expect(datasetsOf({ kind: 'single', hit: hits[1]! })).toEqual(['navigationinstallations']);
  });
});

describe('click popup: datasets first, then features of no dataset (favourites)', () => {
  const hits = popupHits([light, fairway], keyOf);
  const favourite: PopupHit = { datasetId: 'favourites', featureId: 'f1', properties: {} };
  const other: PopupHit = { datasetId: 'favourites', featureId: 'f2', properties: {} };

  it("a dataset's feature under the pointer wins over a favourite", () => {
    expect(clickPopup(hits, [favourite], false)).toEqual({ kind: 'single', hit: hits[0] });
    expect(clickPopup(hits, [favourite], true)).toEqual({ kind: 'combined', hits });
  });

  it('a favourite alone under the pointer gets its popup, the first one only', () => {
    expect(clickPopup([], [favourite, other], true)).toEqual({ kind: 'single', hit: favourite });
  });

  it('nothing under the pointer shows nothing (the point opens instead)', () => {
    expect(clickPopup([], [], false)).toEqual({ kind: 'none' });
  });
});

describe('hover popups: the setting and a fine pointer (spec 01 §2)', () => {
  it.each([
    [true, 'mouse', true, true],
    [false, 'mouse', true, false],
    [true, 'touch', true, false],
    [true, 'pen', true, false],
    [true, undefined, true, false],
    [true, 'mouse', false, false],
  ])('setting %s, pointer %s, fine hover device %s → %s', (setting, pointer, fine, expected) => {
    expect(
      hoverPopupsAllowed({ popupsSetting: setting, pointerType: pointer, fineHoverDevice: fine }),
    ).toBe(expected);
  });
});

describe('pinned popups (spec 01 §3 map state)', () => {
  const [a, b] = popupHits([vessel, light], keyOf) as [PopupHit, PopupHit];
  const popupOf = (hit: PopupHit, lng = 5): PinnedPopup => {
    const choice = { kind: 'single', hit } as const;
    return { id: popupId(choice), lngLat: { lng, lat: 60 }, choice };
  };

  it('keeps several pinned at once, in the order they were pinned', () => {
    const pinned = pin(pin([], popupOf(a)), popupOf(b));
    expect(pinned.map((popup) => popup.id)).toEqual([
      'ais/257000000',
      'navigationinstallations/lgtdemo-utsira',
    ]);
  });

  it('pins a feature only once; pinning again moves it to the new place', () => {
    const pinned = pin(pin([], popupOf(a, 5)), popupOf(a, 6));
    expect(pinned).toHaveLength(1);
    expect(pinned[0]?.lngLat.lng).toBe(6);
  });

  it('unpinning removes only that popup', () => {
    const pinned = unpin(pin(pin([], popupOf(a)), popupOf(b)), popupOf(a).id);
    expect(pinned.map((popup) => popup.id)).toEqual([popupOf(b).id]);
  });

  it('shows no second, transient popup for a feature that is pinned', () => {
    const pinned = [popupOf(a)];
    expect(showsTransient(pinned, { kind: 'single', hit: a })).toBe(false);
    expect(showsTransient(pinned, { kind: 'single', hit: b })).toBe(true);
    // A list with the pinned feature in it is another popup.
    expect(showsTransient(pinned, { kind: 'combined', hits: [a, b] })).toBe(true);
  });

  it('links details to the dataset route, escaping what a path cannot hold', () => {
    expect(detailsPath({ datasetId: 'navigationinstallations', featureId: 'fltdemo-bøye' })).toBe(
      '/navigationinstallations/fltdemo-b%C3%B8ye',
    );
  });
});
