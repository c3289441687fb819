import type { DetailsViewRegistry } from '../../details/details-registry.js';

/** `/areaactivity` (spec 02 §3). */
export function registerAreaActivityViews(registry: DetailsViewRegistry): void {
  registry.register({
    id: 'areaactivity',
    paths: ['/areaactivity'],
    title: 'views.areaactivity',
    load: () => import('./AreaActivityView.js'),
  });
}
