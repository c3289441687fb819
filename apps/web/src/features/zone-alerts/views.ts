import type { DetailsViewRegistry } from '../../details/details-registry.js';

/** `/zonealerts` (spec 01 §2). */
export function registerZoneAlertViews(registry: DetailsViewRegistry): void {
  registry.register({
    id: 'zonealerts',
    paths: ['/zonealerts'],
    title: 'views.zonealerts',
    load: () => import('./ZoneAlertsView.js'),
  });
}
