// The dataset service host: one service per catalogue dataset the web app can draw, the
// start-up order of spec 01 §4, enabling and resetting from the menu, and the polar switch
// of spec 02 §4. Settings live in the settings store, flags in the flags store.
import type { CatalogueDataset, CatalogueGroup } from '@havkart/datasets-core';
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import { DatasetService, type DatasetServiceDeps } from './dataset-service.js';
import {
  filterFromDefinition,
  filterRequestBody,
  resetFilters,
  type GenericFilter,
} from './filters.js';
import { useDatasetFlags } from './flags.store.js';
import { setCatalogueDefaults, useDatasetSettings } from './settings.store.js';

/** The catalogue as start-up hands it over (spadataset groups and data). */
export interface DatasetCatalogueInput {
  readonly groups: readonly CatalogueGroup[];
  readonly datasets: Readonly<Record<string, CatalogueDataset>>;
}

/** The page reloads this long after each polar change (spec 02 §4). */
export const POLAR_RELOAD_DELAY_MS = 1200;

export interface DatasetHostDeps extends Omit<
  DatasetServiceDeps,
  'onFlags' | 'options' | 'filterBody'
> {
  readonly clientParts: readonly DatasetClientPart<unknown>[];
  /** Resolves once the map has gone idle; the datasets not prioritised wait for it. */
  whenMapIdle(): Promise<void>;
  reload(): void;
  setTimeout(run: () => void, ms: number): unknown;
}

export class DatasetServices {
  readonly services = new Map<string, DatasetService>();
  /** Datasets the catalogue lists for this user, in catalogue order, accessible only. */
  readonly datasets: readonly CatalogueDataset[];

  constructor(
    readonly catalogue: DatasetCatalogueInput,
    private readonly deps: DatasetHostDeps,
  ) {
    setCatalogueDefaults((id) => this.services.get(id)?.dataset.enabledByDefault ?? false);
    // A dataset whose service says access is not enabled is hidden everywhere (spec 02 §6).
    this.datasets = Object.values(catalogue.datasets).filter((dataset) => dataset.accessEnabled);
    const parts = new Map(deps.clientParts.map((part) => [part.datasetId, part]));
    for (const dataset of this.datasets) {
      const part = parts.get(dataset.datasetId);
      if (!part) continue;
      this.services.set(
        dataset.datasetId,
        new DatasetService(dataset, part, {
          ...deps,
          options: () => useDatasetSettings.getState().datasets[dataset.datasetId]?.options ?? {},
          filterBody: () => filterRequestBody(this.filters(dataset.datasetId)),
          onFlags: (id, flags) => useDatasetFlags.getState().set(id, flags),
        }),
      );
    }
  }

  /** The service of a dataset; logs the spec's message when there is none (spec 02 §8). */
  get(id: string): DatasetService | undefined {
    const service = this.services.get(id);
    if (!service) this.deps.log.warn(`No dataset service for ${id} found`);
    return service;
  }

  /** Whether a dataset is on for the user: the saved setting, else the manifest's default. */
  isEnabled(id: string): boolean {
    const saved = useDatasetSettings.getState().datasets[id];
    return saved ? saved.enabled : (this.services.get(id)?.dataset.enabledByDefault ?? false);
  }

  /** A dataset's filters: the saved ones, else its client part's definitions at default. */
  filters(id: string): GenericFilter[] {
    const saved = useDatasetSettings.getState().datasets[id]?.filters;
    if (saved && saved.length > 0) return [...saved];
    return (this.services.get(id)?.part.filters ?? []).map(filterFromDefinition);
  }

  /**
   * Start-up (spec 01 §4 step 5): enabled prioritised datasets at once, the rest once the map
   * is idle. Of the base maps only one is drawn: the user's choice, else the default, else the first.
   * In polar view every dataset without polar support is disabled, and those that were
   * enabled join the polar-disabled list, to come back when polar view is left (R27.26, A38).
   */
  async start(polar = false): Promise<void> {
    const baseMaps = [...this.services.values()].filter((s) => s.dataset.baseMap);
    const saved = useDatasetSettings.getState().datasets;
    const chosenBase =
      baseMaps.find((s) => saved[s.id]?.enabled) ??
      baseMaps.find((s) => this.isEnabled(s.id)) ??
      baseMaps[0];
    const enabled = [...this.services.values()].filter((service) =>
      service.dataset.baseMap ? service === chosenBase : this.isEnabled(service.id),
    );
    if (polar) {
      const off = new Set(this.#disableForPolar([...this.services.values()]));
      const remembered = enabled.filter((service) => off.has(service.id)).map((s) => s.id);
      const settings = useDatasetSettings.getState();
      if (remembered.some((id) => !settings.polarDisabled.includes(id))) {
        settings.setPolarDisabled([...new Set([...settings.polarDisabled, ...remembered])]);
      }
    }
    const startable = enabled.filter((service) => !service.flags.disabled);
    const activate = (service: DatasetService) => service.activate().catch(() => undefined);
    await Promise.all(startable.filter((s) => s.dataset.prioritised).map(activate));
    await this.deps.whenMapIdle();
    await Promise.all(startable.filter((s) => !s.dataset.prioritised).map(activate));
  }

  /** The menu's toggle: saves the choice and draws or removes the dataset. */
  async setEnabled(id: string, enabled: boolean): Promise<void> {
    const service = this.get(id);
    if (!service) return;
    // A base map is put away only by choosing another one: the map is never left without.
    if (!enabled && service.dataset.baseMap) return;
    const settings = useDatasetSettings.getState();
    if (enabled && service.dataset.baseMap) {
      // One base map at a time: choosing one puts the others away.
      for (const other of this.services.values()) {
        if (other !== service && other.dataset.baseMap) {
          settings.updateDataset(other.id, { enabled: false });
          if (other.flags.active) await other.deactivate();
        }
      }
    }
    settings.updateDataset(id, { enabled });
    if (enabled) await service.activate();
    else await service.deactivate();
  }

  /** Saves a dataset's filters and refetches it when it is on the map. */
  async setFilters(id: string, filters: readonly GenericFilter[]): Promise<void> {
    const service = this.get(id);
    if (!service) return;
    useDatasetSettings.getState().updateDataset(id, { filters });
    await service.refresh();
  }

  /**
   * Reset (spec 02 §4): re-activates when the dataset is enabled by default, otherwise
   * deactivates it, and resets its filters.
   */
  async reset(id: string): Promise<void> {
    const service = this.get(id);
    if (!service) return;
    if (service.dataset.baseMap) {
      // Resetting a base map goes back to the default one, never to none.
      const byDefault = [...this.services.values()].find(
        (other) => other.dataset.baseMap && other.dataset.enabledByDefault,
      );
      if (byDefault) await this.setEnabled(byDefault.id, true);
      return;
    }
    const { enabledByDefault } = service.dataset;
    useDatasetSettings.getState().updateDataset(id, {
      enabled: enabledByDefault,
      filters: resetFilters(this.filters(id)),
    });
    if (enabledByDefault) await service.activate();
    else await service.deactivate();
  }

  #disableForPolar(services: readonly DatasetService[]): string[] {
    const remembered: string[] = [];
    for (const service of services) {
      if (service.dataset.polar) continue;
      remembered.push(service.id);
      service.disable();
    }
    return remembered;
  }

  /**
   * The polar switch (spec 02 §4). Into polar view, datasets without polar support that are
   * on are disabled, taken off the map and remembered; back out, the remembered ones are
   * enabled and drawn again. The page reloads 1.2 s after each change.
   */
  async setPolar(polar: boolean): Promise<void> {
    const settings = useDatasetSettings.getState();
    if (polar) {
      const on = [...this.services.values()].filter(
        (service) => service.flags.active || this.isEnabled(service.id),
      );
      const remembered = this.#disableForPolar(on);
      await Promise.all(
        remembered.map((id) =>
          this.services
            .get(id)
            ?.deactivate()
            .catch(() => undefined),
        ),
      );
      settings.setPolarDisabled([...new Set([...settings.polarDisabled, ...remembered])]);
    } else {
      const remembered = settings.polarDisabled;
      settings.setPolarDisabled([]);
      await Promise.all(
        remembered.map((id) => {
          const service = this.get(id);
          service?.enable();
          return service?.activate().catch(() => undefined);
        }),
      );
    }
    this.deps.setTimeout(() => this.deps.reload(), POLAR_RELOAD_DELAY_MS);
  }
}
