// @vitest-environment happy-dom
import type { CustomArea } from '@havkart/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCustomAreas } from './custom-areas.js';
import { useFavourites } from './favourites.store.js';

const area: CustomArea = {
  id: 'area-1',
  name: 'Fiskefelt',
  polygonFeature: {
    type: 'Feature',
    properties: null,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [5, 60],
          [7, 60],
          [7, 62],
          [5, 60],
        ],
      ],
    },
  },
};

describe('custom areas (R19.12) and their favourites (A79)', () => {
  beforeEach(() => {
    localStorage.clear();
    useFavourites.getState().clear();
    useCustomAreas.setState({ areas: [] });
  });

  it('keeps areas in the customAreas section and adds each one’s favourite', () => {
    useCustomAreas.getState().add(area);
    expect(JSON.parse(localStorage.getItem('havkart.customAreas') ?? '[]')).toEqual([area]);
    expect(useFavourites.getState().favourites).toEqual([
      expect.objectContaining({
        name: 'Fiskefelt',
        category: 'area',
        value: '/point/6_61',
        data: { customAreaId: 'area-1' },
      }),
    ]);
  });

  it('renames and removes the favourite with its area', () => {
    useCustomAreas.getState().add(area);
    useCustomAreas.getState().rename('area-1', 'Gytefelt');
    expect(useCustomAreas.getState().areas[0]?.name).toBe('Gytefelt');
    expect(useFavourites.getState().favourites[0]?.name).toBe('Gytefelt');
    useCustomAreas.getState().remove('area-1');
    expect(useCustomAreas.getState().areas).toEqual([]);
    expect(useFavourites.getState().favourites).toEqual([]);
  });
});
