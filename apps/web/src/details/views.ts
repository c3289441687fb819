import { registerCustomRouteViews } from '../features/custom-route/views.js';
import { registerOfflineViews } from '../offline/views.js';
import { registerForecastViews } from '../features/forecast/views.js';
import { registerFleetViews } from '../features/fleets/views.js';
import { registerEventsViews } from '../features/events/views.js';
import { registerZoneAlertViews } from '../features/zone-alerts/views.js';
import { registerEmergencyViews } from '../features/emergency/views.js';
import { registerAreaActivityViews } from '../features/area-activity/views.js';
import { registerFishinfoViews } from '../features/fishinfo/views.js';
import { registerNavigationalWarningsViews } from '../features/navigational-warnings/views.js';
import { registerAccountViews } from '../features/registration/views.js';
import { DetailsViewRegistry, type ViewTitleKey } from './details-registry.js';

/** Every details view of the app (spec 01 §2), each loaded on first use. */
export const detailsViews = new DetailsViewRegistry();

const notAvailableYet = () => import('./views/NotAvailableYetView.js');

/**
 * Views whose content arrives with later parts of the app. They already have their route,
 * their title and a frame that says honestly that the content is not there yet.
 */
const LATER: readonly { id: string; paths: string[]; fullScreen?: boolean }[] = [];

detailsViews.register({
  id: 'home',
  paths: ['/'],
  title: 'views.home',
  load: () => import('./views/HomeView.js'),
});
detailsViews.register({
  id: 'point',
  paths: ['/point/:coordinate'],
  title: 'views.point',
  load: () => import('./views/PointView.js'),
});
detailsViews.register({
  id: 'sharedposition',
  paths: ['/sharedposition/:positionInfo'],
  title: 'views.sharedposition',
  load: () => import('./views/SharedPositionView.js'),
});
detailsViews.register({
  id: 'dataset',
  paths: ['/:datasetId/:featureId?'],
  title: 'views.dataset',
  load: () => import('./views/DatasetView.js'),
});
detailsViews.register({
  id: 'myvessel',
  paths: ['/myvessel'],
  title: 'views.myvessel',
  load: () => import('./myvessel/MyVesselView.js'),
});
detailsViews.register({
  id: 'signin',
  paths: ['/oidc_redirect_uri'],
  title: 'views.signIn',
  load: () => import('./views/SignInCallbackView.js'),
});
for (const view of LATER) {
  detailsViews.register({
    ...view,
    title: `views.${view.id}` as ViewTitleKey,
    load: notAvailableYet,
  });
}
registerAccountViews(detailsViews);
registerNavigationalWarningsViews(detailsViews);
registerForecastViews(detailsViews);
registerCustomRouteViews(detailsViews);
registerOfflineViews(detailsViews);
registerFleetViews(detailsViews);
registerEventsViews(detailsViews);
registerZoneAlertViews(detailsViews);
registerEmergencyViews(detailsViews);
registerAreaActivityViews(detailsViews);
registerFishinfoViews(detailsViews);
detailsViews.register({
  id: 'notfound',
  paths: ['*'],
  title: 'views.notFound',
  load: () => import('./views/NotFoundView.js'),
});

/** The not-found view: what the pane shows for any route name it does not know. */
export const NOT_FOUND_VIEW = 'notfound';
