import type { DetailsViewRegistry } from '../../details/details-registry.js';

/** The forecast for a point (spec 01 §2), full screen over the previous route's details. */
export function registerForecastViews(registry: DetailsViewRegistry): void {
  registry.register({
    id: 'forecast',
    paths: ['/forecast/:coordinate'],
    title: 'views.forecast',
    fullScreen: true,
    load: () => import('./ForecastView.js'),
  });
}
