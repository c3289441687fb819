import { parseLanguage } from '@havkart/domain';
import type { ApiClient } from '../api/api-client.js';
import { MAP_STATE_SECTION, parseSavedMapState, showMapState } from '../map/position/index.js';
import { useSettings } from '../settings/settings.store.js';

/** The user's whole saved data object for one app: sections by name (server `UserData`). */
export type UserData = Record<string, unknown>;

/** The sections start-up applies; every other section is kept and saved back unchanged. */
export const SETTINGS_SECTION = 'settingsV2';
export const LANGUAGE_SECTION = 'language';

type Log = (message: string, detail?: unknown) => void;

export interface UserDataSync {
  /** The object as last read or saved, unknown sections included. */
  current(): UserData;
  /** Saves one section: the whole object goes to the server, local storage already has it. */
  save(section: string, value: unknown): Promise<void>;
  remove(): Promise<void>;
}

let active: UserDataSync | undefined;

type LoadedListener = (data: UserData, sync: UserDataSync) => void;
const loadedListeners = new Set<LoadedListener>();

/**
 * Runs `listener` once a signed-in user's data has been fetched, so a feature that keeps its
 * own section (favourites) applies it; returns the unsubscribe.
 */
export function onUserDataLoaded(listener: LoadedListener): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

/** The signed-in user's sync; undefined when signed out (nothing is sent to the server). */
export function userDataSync(): UserDataSync | undefined {
  return active;
}

/** Saves a section to the server when a user is signed in; a no-op otherwise. */
export function saveUserDataSection(section: string, value: unknown): void {
  void active?.save(section, value);
}

/**
 * Step 3 of start-up (spec 01 §4): fetch the signed-in user's data and apply settings, map
 * state and language; from then on each change is saved. A failed save or delete is logged
 * only; local storage keeps the value (spec 01 §8).
 */
export async function startUserDataSync(
  api: ApiClient,
  app: string,
  applyLanguage: (language: string) => void,
  log: Log = (message, detail) => console.error(message, detail),
): Promise<UserDataSync> {
  const path = `/bwapi/v1/spausersetting/${encodeURIComponent(app)}`;
  let data: UserData = {};
  try {
    data = (await api.get<UserData>(path)) ?? {};
  } catch (error) {
    log('Fetching user data failed', error);
  }
  const settings = data[SETTINGS_SECTION];
  if (settings && typeof settings === 'object') {
    useSettings.getState().replace(settings as Record<string, unknown>);
  }
  const mapState = parseSavedMapState(data[MAP_STATE_SECTION]);
  if (mapState) showMapState(mapState);
  const language = parseLanguage(String(data[LANGUAGE_SECTION] ?? ''));
  if (language) applyLanguage(language);

  // Every save sends the whole object, so two requests in flight could land out of order and
  // the older one would win. One request at a time; changes made meanwhile go in the next.
  let sending: Promise<void> | undefined;
  let changedSinceSend = false;
  const send = async (): Promise<void> => {
    while (changedSinceSend) {
      changedSinceSend = false;
      try {
        await api.post<UserData>(path, data);
      } catch (error) {
        log('Saving user data failed', error);
      }
    }
  };

  const sync: UserDataSync = {
    current: () => data,
    save(section, value) {
      data = { ...data, [section]: value };
      changedSinceSend = true;
      sending ??= send().finally(() => {
        sending = undefined;
      });
      return sending;
    },
    async remove() {
      await sending;
      try {
        await api.request(path, { method: 'DELETE' });
        data = {};
      } catch (error) {
        log('Deleting user data failed', error);
      }
    },
  };
  active = sync;
  for (const listener of loadedListeners) {
    try {
      listener(data, sync);
    } catch (error) {
      log('Applying user data failed', error);
    }
  }
  useSettings.subscribe((state, previous) => {
    if (state.values !== previous.values) void sync.save(SETTINGS_SECTION, state.values);
  });
  return sync;
}

/** Forgets the user's sync on sign-out. */
export function stopUserDataSync(): void {
  active = undefined;
}
