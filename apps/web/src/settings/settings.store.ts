import { create } from 'zustand';
import { readStored, writeStored } from '../app/storage.js';
import { useAppearance } from '../shell/appearance.store.js';
import {
  acceptedValue,
  effectiveSetting,
  isSettingAvailable,
  settingDefinition,
  SETTING_DEFINITIONS,
  type SettingValues,
} from './definitions.js';

/** The local section the settings live in, under the app-name prefix (spec 01 §3). */
export const SETTINGS_SECTION = 'settings';

type Log = (message: string, detail?: unknown) => void;
type ChangeHandler = (value: unknown, id: string) => void;

const handlers = new Map<string, Set<ChangeHandler>>();
let log: Log = (message, detail) => console.error(message, detail);

/** Only stored values that fit their definition count; unknown ids are kept as they are. */
export function cleanSettings(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const clean: Record<string, unknown> = {};
  for (const [id, raw] of Object.entries(value)) {
    const definition = settingDefinition(id);
    const accepted = definition ? acceptedValue(definition, raw) : raw;
    if (accepted !== undefined) clean[id] = accepted;
  }
  return clean;
}

function initialValues(): Record<string, unknown> {
  const appearance = useAppearance.getState();
  return {
    ...cleanSettings(readStored(SETTINGS_SECTION, (value) => value)),
    // The frame's appearance store already holds these two; it stays their source.
    nightMode: appearance.theme === 'night',
    nightOverlayOpacity: appearance.nightOverlayOpacity,
  };
}

export interface SettingsState {
  readonly values: SettingValues;
  /**
   * Sets one setting: refused when its dependency is off or the value does not fit; saved
   * locally, then each change handler runs, a throwing one logged without undoing the value.
   */
  set(id: string, value: unknown): boolean;
  /** Replaces every value at once (the user's saved settings after sign-in). */
  replace(values: SettingValues): void;
}

export const useSettings = create<SettingsState>((set, get) => ({
  values: initialValues(),
  set(id, value) {
    const definition = settingDefinition(id);
    if (!definition || !isSettingAvailable(id, get().values)) return false;
    const accepted = acceptedValue(definition, value);
    if (accepted === undefined) return false;
    const values = { ...get().values, [id]: accepted };
    set({ values });
    writeStored(SETTINGS_SECTION, values);
    runHandlers(id, accepted);
    return true;
  },
  replace(incoming) {
    const values = { ...get().values, ...cleanSettings(incoming) };
    set({ values });
    writeStored(SETTINGS_SECTION, values);
    for (const definition of SETTING_DEFINITIONS) {
      if (incoming[definition.id] !== undefined) runHandlers(definition.id, values[definition.id]);
    }
  },
}));

function runHandlers(id: string, value: unknown): void {
  for (const handler of handlers.get(id) ?? []) {
    try {
      handler(value, id);
    } catch (error) {
      log(`Error in onChange handler for setting ${id}`, error);
    }
  }
}

/** Runs `handler` after each change of setting `id`; returns the unsubscribe. */
export function onSettingChange(id: string, handler: ChangeHandler): () => void {
  const set = handlers.get(id) ?? new Set();
  set.add(handler);
  handlers.set(id, set);
  return () => set.delete(handler);
}

/** Where handler failures are logged (tests listen here). */
export function setSettingsLog(next: Log): void {
  log = next;
}

/** The value a setting has now, its dependency taken into account. */
export function useSetting<T>(id: string): T {
  return useSettings((state) => effectiveSetting(id, state.values)) as T;
}

// The night look is the appearance store's; the settings drive it.
onSettingChange('nightMode', (value) => useAppearance.getState().setTheme(value ? 'night' : 'day'));
onSettingChange('nightOverlayOpacity', (value) =>
  useAppearance.getState().setNightOverlayOpacity(Number(value)),
);
