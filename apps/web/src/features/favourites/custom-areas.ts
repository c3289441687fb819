// Custom areas (spec 01 §3; checklist R19.12): id, name and polygon, kept in the section
// `customAreas` locally and in the signed-in user's data. An area's favourite (A79) follows it:
// renaming or removing the area renames or removes the favourite. Areas are drawn with the
// drawing tools; until those exist, areas arrive with the user data or local storage only.
import {
  areaFavourite,
  CUSTOM_AREAS_SECTION,
  parseCustomAreas,
  type CustomArea,
} from '@havkart/domain';
import { create } from 'zustand';
import { readStored, writeStored } from '../../app/storage.js';
import { onUserDataLoaded, saveUserDataSection } from '../../user-data/user-data.js';
import type { Favourite } from './favourites.rules.js';
import { useFavourites } from './favourites.store.js';

/** The favourite of an area, found by the area id in its data. */
export function favouriteOfArea(
  favourites: readonly Favourite[],
  areaId: string,
): Favourite | undefined {
  return favourites.find((item) => item.category === 'area' && item.data?.customAreaId === areaId);
}

export interface CustomAreasState {
  readonly areas: readonly CustomArea[];
  /** Adds an area and its favourite. */
  add(area: CustomArea): void;
  rename(id: string, name: string): void;
  remove(id: string): void;
}

function save(areas: readonly CustomArea[]): void {
  writeStored(CUSTOM_AREAS_SECTION, areas);
  saveUserDataSection(CUSTOM_AREAS_SECTION, areas);
}

export const useCustomAreas = create<CustomAreasState>((set, get) => {
  const change = (areas: readonly CustomArea[]): void => {
    set({ areas });
    save(areas);
  };
  return {
    areas: parseCustomAreas(readStored(CUSTOM_AREAS_SECTION, (value) => value)),
    add(area) {
      change([...get().areas.filter((item) => item.id !== area.id), area]);
      useFavourites.getState().add(areaFavourite(area));
    },
    rename(id, name) {
      change(get().areas.map((item) => (item.id === id ? { ...item, name } : item)));
      const favourite = favouriteOfArea(useFavourites.getState().favourites, id);
      if (favourite) useFavourites.getState().update(favourite.id, { name });
    },
    remove(id) {
      change(get().areas.filter((item) => item.id !== id));
      const favourite = favouriteOfArea(useFavourites.getState().favourites, id);
      if (favourite) useFavourites.getState().remove(favourite.id);
    },
  };
});

/** The signed-in user's saved areas replace the local ones; local ones go up when none. */
export function connectCustomAreas(): () => void {
  return onUserDataLoaded((data, sync) => {
    const saved = data[CUSTOM_AREAS_SECTION];
    if (Array.isArray(saved)) {
      const areas = parseCustomAreas(saved);
      useCustomAreas.setState({ areas });
      writeStored(CUSTOM_AREAS_SECTION, areas);
    } else if (useCustomAreas.getState().areas.length > 0) {
      void sync.save(CUSTOM_AREAS_SECTION, useCustomAreas.getState().areas);
    }
  });
}
