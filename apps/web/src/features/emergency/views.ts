import type { DetailsViewRegistry } from '../../details/details-registry.js';

/** `/emergency` (spec 01 §2, R23.08). */
export function registerEmergencyViews(registry: DetailsViewRegistry): void {
  registry.register({
    id: 'emergency',
    paths: ['/emergency'],
    title: 'views.emergency',
    load: () => import('./EmergencyView.js'),
  });
}
