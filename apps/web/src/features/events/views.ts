import type { DetailsViewRegistry } from '../../details/details-registry.js';

/** `/events` (spec 01 §2). */
export function registerEventsViews(registry: DetailsViewRegistry): void {
  registry.register({
    id: 'events',
    paths: ['/events'],
    title: 'views.events',
    load: () => import('./EventsView.js'),
  });
}
