// The user's favourites (spec 01 §3, §4): each change saved locally and, for a signed-in
// user, in the server's user data; vessel favourites follow their vessel's newest position.
import { create } from 'zustand';
import { readStored, writeStored } from '../../app/storage.js';
import { saveUserDataSection } from '../../user-data/user-data.js';
import {
  addFavourite,
  applyVesselPositions,
  categoryOf,
  parseFavourites,
  removeFavourite,
  updateFavourite,
  visitFavourite,
  type Favourite,
  type VesselPosition,
} from './favourites.rules.js';

/** The section favourites are stored under, locally and in the user data (spec 01 §3). */
export const FAVOURITES_SECTION = 'favourites';

/**
 * Position-only changes reach the server at most this often, milliseconds: a vessel reports
 * every few seconds, and each save sends the whole user-data object.
 */
export const POSITION_SAVE_INTERVAL_MS = 60_000;

const newId = (): string => crypto.randomUUID();

export interface NewFavourite {
  readonly name: string;
  readonly value: string;
  readonly category?: Favourite['category'];
  readonly data?: Favourite['data'];
  readonly geometries?: Favourite['geometries'];
}

export interface FavouritesState {
  readonly favourites: readonly Favourite[];
  add(favourite: NewFavourite): Favourite;
  update(id: string, change: Partial<Omit<Favourite, 'id' | 'lastUpdated'>>): void;
  visit(id: string): void;
  remove(id: string): void;
  clear(): void;
  /** Replaces the list with the user's saved one (sign-in); nothing is saved back. */
  load(raw: unknown): void;
}

let positionTimer: ReturnType<typeof setTimeout> | undefined;

function save(favourites: readonly Favourite[]): void {
  clearTimeout(positionTimer);
  positionTimer = undefined;
  writeStored(FAVOURITES_SECTION, favourites);
  saveUserDataSection(FAVOURITES_SECTION, favourites);
}

export const useFavourites = create<FavouritesState>((set, get) => {
  const change = (favourites: readonly Favourite[]): void => {
    set({ favourites });
    save(favourites);
  };
  return {
    favourites: parseFavourites(
      readStored(FAVOURITES_SECTION, (value) => value),
      new Date(),
      newId,
    ),
    add(input) {
      const favourite: Favourite = {
        id: newId(),
        name: input.name,
        category: input.category ?? categoryOf(input.value),
        value: input.value,
        geometries: input.geometries ?? [],
        lastUpdated: new Date().toISOString(),
        visits: 0,
        ...(input.data ? { data: input.data } : {}),
      };
      change(addFavourite(get().favourites, favourite));
      return favourite;
    },
    update: (id, patch) => change(updateFavourite(get().favourites, id, patch, new Date())),
    visit: (id) => change(visitFavourite(get().favourites, id)),
    remove: (id) => change(removeFavourite(get().favourites, id)),
    clear: () => change([]),
    load(raw) {
      const favourites = parseFavourites(raw, new Date(), newId);
      set({ favourites });
      writeStored(FAVOURITES_SECTION, favourites);
    },
  };
});

/**
 * Moves vessel favourites to newer positions (spec 01 §4). The live data path calls this with
 * each batch of records; the change is stored locally at once and sent to the server at most
 * every {@link POSITION_SAVE_INTERVAL_MS}.
 */
export function updateFavouriteVesselPositions(records: readonly VesselPosition[]): void {
  const { favourites } = useFavourites.getState();
  const next = applyVesselPositions(favourites, records, new Date());
  if (next === favourites) return;
  useFavourites.setState({ favourites: next });
  writeStored(FAVOURITES_SECTION, next);
  positionTimer ??= setTimeout(() => {
    positionTimer = undefined;
    saveUserDataSection(FAVOURITES_SECTION, useFavourites.getState().favourites);
  }, POSITION_SAVE_INTERVAL_MS);
}

/** The favourite with this route string, if any. */
export function favouriteByValue(value: string): Favourite | undefined {
  return useFavourites.getState().favourites.find((item) => item.value === value);
}
