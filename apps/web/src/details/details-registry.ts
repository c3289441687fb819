import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Registry } from '../app/registry.js';
import type { nbNO } from '../i18n/locales/nb-NO.js';

/** A key under `views.` in the locale files: every view's title is translated. */
export type ViewTitleKey = `views.${keyof (typeof nbNO)['views']}`;

export interface DetailsViewDefinition {
  /** The route name (spec 01 §2), e.g. `point`, `dataset`, `zonealerts`. */
  readonly id: string;
  /** react-router path patterns that open this view; more than one for optional parts. */
  readonly paths: readonly string[];
  readonly title: ViewTitleKey;
  /** Loads the view's code on first use (spec 01 §2: details views load on demand). */
  readonly load: () => Promise<{ default: ComponentType }>;
  /** Shown in the full-screen layer over the previous route's details (the forecast). */
  readonly fullScreen?: boolean;
}

export interface RegisteredDetailsView extends DetailsViewDefinition {
  readonly Component: LazyExoticComponent<ComponentType>;
}

/**
 * The details pane's views by route name. A feature adds its view with one `register` call;
 * the router and the pane are built from this list, so no switch statement has to learn it.
 */
export class DetailsViewRegistry {
  readonly #views = new Registry<RegisteredDetailsView>('details view');
  readonly #paths = new Map<string, string>();

  register(view: DetailsViewDefinition): void {
    for (const path of view.paths) {
      const owner = this.#paths.get(path);
      if (owner) {
        throw new Error(`details view "${view.id}": path ${path} already opens "${owner}"`);
      }
    }
    this.#views.register({ ...view, Component: lazy(view.load) });
    for (const path of view.paths) this.#paths.set(path, view.id);
  }

  get(id: string): RegisteredDetailsView | undefined {
    return this.#views.get(id);
  }

  list(): RegisteredDetailsView[] {
    return this.#views.list();
  }
}
