import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Registry } from '../app/registry.js';

/** A dataset's filter pane (vessels, navigation aids, fishing gear …), loaded on first use. */
export interface DatasetFilterDefinition {
  /** The dataset the pane filters. */
  id: string;
  load: () => Promise<{ default: ComponentType }>;
}

interface RegisteredFilter extends DatasetFilterDefinition {
  Component: LazyExoticComponent<ComponentType>;
}

/** The spec's wording for a filter component nobody registered (spec 01 §8). */
export function unknownFilterError(id: string): Error {
  return new Error(`Unknown dynamic import: dataset filter "${id}"`);
}

/** Dataset filter panes by dataset id; a dataset adds its pane with one `register` call. */
export class DatasetFilterRegistry {
  readonly #filters = new Registry<RegisteredFilter>('dataset filter');

  register(filter: DatasetFilterDefinition): void {
    this.#filters.register({ ...filter, Component: lazy(filter.load) });
  }

  has(id: string): boolean {
    return this.#filters.has(id);
  }

  /** The pane of a dataset; throws the unknown-dynamic-import error for an unknown id. */
  component(id: string): LazyExoticComponent<ComponentType> {
    const filter = this.#filters.get(id);
    if (!filter) throw unknownFilterError(id);
    return filter.Component;
  }

  /** Loads a pane's code ahead of use; rejects with the unknown-dynamic-import error. */
  async preload(id: string): Promise<void> {
    const filter = this.#filters.get(id);
    if (!filter) throw unknownFilterError(id);
    await filter.load();
  }
}

export const datasetFilters = new DatasetFilterRegistry();
