// Dataset and dataset-group settings (spec 01 §3), kept in local storage under the app's
// prefix. The user-data sync reads and writes the same store for signed-in users.
import { create } from 'zustand';
import { readStored, writeStored } from '../app/storage.js';
import type { GenericFilter } from './filters.js';

/** One dataset's saved setting; defaults as spec 01 §3 gives them. */
export interface DatasetSetting {
  readonly id: string;
  readonly collapsed: boolean;
  readonly enabled: boolean;
  readonly filters: readonly GenericFilter[];
  /** Download format id chosen last; the download dialog opens on it (spec 01 §9). */
  readonly format?: string;
  readonly favorite: boolean;
  /** ISO time of the last download of the dataset. */
  readonly lastDownloaded?: string;
  readonly options: Readonly<Record<string, unknown>>;
}

export interface DatasetGroupSetting {
  readonly id: string;
  readonly collapsed: boolean;
}

/** Defaults of spec 01 §3: collapsed, not enabled, not a favourite. */
export function defaultDatasetSetting(id: string): DatasetSetting {
  return { id, collapsed: true, enabled: false, filters: [], favorite: false, options: {} };
}

/** Whether a dataset without a saved setting is on: its catalogue default, once known. */
let enabledWhenUnsaved: (id: string) => boolean = () => false;

/**
 * Tells the store each dataset's catalogue default, so that the first setting saved for a
 * dataset (a filter, an option, a download format) keeps it on when it was on by default
 * rather than saving it as off.
 */
export function setCatalogueDefaults(enabledByDefault: (id: string) => boolean): void {
  enabledWhenUnsaved = enabledByDefault;
}

export const DATASET_SETTINGS_SECTION = 'datasets';
export const DATASET_GROUP_SETTINGS_SECTION = 'datasetGroups';
export const POLAR_DISABLED_SECTION = 'polarDisabledDatasets';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Saved dataset settings; an entry of the wrong shape falls back to the defaults. */
export function parseDatasetSettings(value: unknown): Record<string, DatasetSetting> | null {
  if (!isRecord(value)) return null;
  const settings: Record<string, DatasetSetting> = {};
  for (const [id, raw] of Object.entries(value)) {
    if (!isRecord(raw)) continue;
    const base = defaultDatasetSetting(id);
    settings[id] = {
      id,
      collapsed: typeof raw.collapsed === 'boolean' ? raw.collapsed : base.collapsed,
      enabled: typeof raw.enabled === 'boolean' ? raw.enabled : base.enabled,
      filters: Array.isArray(raw.filters) ? (raw.filters as GenericFilter[]) : base.filters,
      favorite: typeof raw.favorite === 'boolean' ? raw.favorite : base.favorite,
      options: isRecord(raw.options) ? raw.options : base.options,
      ...(typeof raw.format === 'string' ? { format: raw.format } : {}),
      ...(typeof raw.lastDownloaded === 'string' ? { lastDownloaded: raw.lastDownloaded } : {}),
    };
  }
  return settings;
}

export function parseGroupSettings(value: unknown): Record<string, DatasetGroupSetting> | null {
  if (!isRecord(value)) return null;
  const settings: Record<string, DatasetGroupSetting> = {};
  for (const [id, raw] of Object.entries(value)) {
    if (isRecord(raw) && typeof raw.collapsed === 'boolean') {
      settings[id] = { id, collapsed: raw.collapsed };
    }
  }
  return settings;
}

function parseIds(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : null;
}

export interface DatasetSettingsState {
  /** Saved settings by dataset id; a dataset without an entry has no saved setting. */
  datasets: Record<string, DatasetSetting>;
  groups: Record<string, DatasetGroupSetting>;
  /** Datasets the polar view switched off, restored when it is left (spec 02 §4). */
  polarDisabled: string[];
  /** Changes part of one dataset's setting, starting from the defaults. */
  updateDataset(id: string, change: Partial<Omit<DatasetSetting, 'id'>>): void;
  setGroupCollapsed(id: string, collapsed: boolean): void;
  setPolarDisabled(ids: string[]): void;
  /** Replaces everything, e.g. with the settings saved on the server for a signed-in user. */
  replace(settings: {
    datasets: Record<string, DatasetSetting>;
    groups: Record<string, DatasetGroupSetting>;
    polarDisabled?: string[];
  }): void;
}

export const useDatasetSettings = create<DatasetSettingsState>((set, get) => ({
  datasets: readStored(DATASET_SETTINGS_SECTION, parseDatasetSettings) ?? {},
  groups: readStored(DATASET_GROUP_SETTINGS_SECTION, parseGroupSettings) ?? {},
  polarDisabled: readStored(POLAR_DISABLED_SECTION, parseIds) ?? [],
  updateDataset(id, change) {
    const current = get().datasets[id] ?? {
      ...defaultDatasetSetting(id),
      enabled: enabledWhenUnsaved(id),
    };
    const datasets = { ...get().datasets, [id]: { ...current, ...change, id } };
    set({ datasets });
    writeStored(DATASET_SETTINGS_SECTION, datasets);
  },
  setGroupCollapsed(id, collapsed) {
    const groups = { ...get().groups, [id]: { id, collapsed } };
    set({ groups });
    writeStored(DATASET_GROUP_SETTINGS_SECTION, groups);
  },
  setPolarDisabled(ids) {
    set({ polarDisabled: ids });
    writeStored(POLAR_DISABLED_SECTION, ids);
  },
  replace(settings) {
    set({
      datasets: settings.datasets,
      groups: settings.groups,
      ...(settings.polarDisabled ? { polarDisabled: settings.polarDisabled } : {}),
    });
    writeStored(DATASET_SETTINGS_SECTION, settings.datasets);
    writeStored(DATASET_GROUP_SETTINGS_SECTION, settings.groups);
    if (settings.polarDisabled) writeStored(POLAR_DISABLED_SECTION, settings.polarDisabled);
  },
}));
