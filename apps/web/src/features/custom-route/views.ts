import type { DetailsViewRegistry } from '../../details/details-registry.js';

/** The custom route (spec 01 §2, R01.05): the kept route, a route link or a route favourite. */
export function registerCustomRouteViews(registry: DetailsViewRegistry): void {
  registry.register({
    id: 'customroute',
    paths: ['/customroute/:id?'],
    title: 'views.customroute',
    load: () => import('./CustomRouteView.js'),
  });
}
