import type { DetailsViewRegistry } from '../../details/details-registry.js';

/** The fleet views (spec 01 §2, R01.07): the list, the form and a fleet shared by link. */
export function registerFleetViews(registry: DetailsViewRegistry): void {
  registry.register({
    id: 'fleets',
    paths: ['/fleets'],
    title: 'views.fleets',
    load: () => import('./FleetsView.js'),
  });
  registry.register({
    id: 'createfleet',
    paths: ['/createfleet'],
    title: 'views.createfleet',
    load: () => import('./CreateFleetView.js'),
  });
  registry.register({
    id: 'sharedfleet',
    paths: ['/sharedfleet'],
    title: 'views.sharedfleet',
    load: () => import('./SharedFleetView.js'),
  });
}
