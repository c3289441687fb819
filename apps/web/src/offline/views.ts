import type { DetailsViewRegistry } from '../details/details-registry.js';

/** Offline maps (spec 01 §2, R26.20): loaded on first use, as every details view (R01.28). */
export function registerOfflineViews(registry: DetailsViewRegistry): void {
  registry.register({
    id: 'caching',
    paths: ['/caching'],
    title: 'views.caching',
    load: () => import('./CachingView.js'),
  });
}
