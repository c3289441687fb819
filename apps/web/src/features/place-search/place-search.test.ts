import { describe, expect, it } from 'vitest';
import { mapHash } from '../../map/position/index.js';
import { PLACE_ZOOM, placeSearchPath, placeTarget } from './place-search.js';
import { STRINGS, typeText } from './strings.js';

describe('the place search', () => {
  it('sends queries of two letters or more, trimmed and encoded', () => {
    expect(placeSearchPath(' T ')).toBeNull();
    expect(placeSearchPath(' Tromsø ')).toBe('/api/v1/search/places?query=Troms%C3%B8');
    expect(placeSearchPath('a'.repeat(150))).toBe(`/api/v1/search/places?query=${'a'.repeat(100)}`);
  });

  it('opens a chosen place as point details (lon_lat) with the map centred on it', () => {
    const target = placeTarget({ lon: 18.955081, lat: 69.6489 });
    expect(target).toEqual({
      pathname: '/point/18.95508_69.6489',
      view: { center: [18.95508, 69.6489], zoom: PLACE_ZOOM },
    });
    // MapLibre's precision: four decimals are under a pixel at zoom 11.
    expect(mapHash(target.view)).toBe(`#map=${PLACE_ZOOM}/69.6489/18.9551`);
  });

  it('names place types in both languages', () => {
    expect(typeText('nb-NO', 'town')).toBe('By');
    expect(typeText('en-US', 'settlement')).toBe('Settlement');
    expect(typeText('en-US', 'skerry at sea')).toBe('skerry at sea');
    expect(Object.keys(STRINGS['en-US']).sort()).toEqual(Object.keys(STRINGS['nb-NO']).sort());
  });
});
