import { Suspense, type ReactNode } from 'react';
import { matchRoutes, Navigate, useParams, type Location, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { datasetCatalogue } from '../datasets/dataset-catalogue.js';
import type { RegisteredDetailsView } from './details-registry.js';
import { detailsViews, NOT_FOUND_VIEW } from './views.js';

/** `/vessel/{featureId}` is the dataset route with datasetId `ais` (spec 01 §2). */
function VesselRedirect() {
  const { featureId = '' } = useParams();
  return (
    <Navigate
      replace
      to={{
        pathname: `/ais/${encodeURIComponent(featureId)}`,
        search: window.location.search,
        hash: window.location.hash,
      }}
    />
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="muted" role="status">
      {t('shell.loading')}
    </p>
  );
}

function lazyElement(view: RegisteredDetailsView): ReactNode {
  return (
    <Suspense fallback={<Loading />}>
      <view.Component />
    </Suspense>
  );
}

/** The route table of the details pane, built from the registry. */
export function detailsRouteObjects(): RouteObject[] {
  return [
    { path: '/vessel/:featureId', element: <VesselRedirect /> },
    ...detailsViews
      .list()
      .filter((view) => !view.fullScreen)
      .flatMap((view) =>
        view.paths.map((path) => ({ path, id: view.id, element: lazyElement(view) })),
      ),
  ];
}

/** The full-screen views (the forecast), shown over the details of the previous route. */
export function fullScreenRouteObjects(): RouteObject[] {
  return detailsViews
    .list()
    .filter((view) => view.fullScreen)
    .flatMap((view) =>
      view.paths.map((path) => ({ path, id: view.id, element: lazyElement(view) })),
    );
}

const ALL_ROUTES = detailsViews
  .list()
  .flatMap((view) => view.paths.map((path) => ({ path, id: view.id })));

/** The details view a location opens; the not-found view for a route name nobody knows. */
export function viewForLocation(location: Pick<Location, 'pathname'>): RegisteredDetailsView {
  const match = (matchRoutes(ALL_ROUTES, location.pathname) ?? []).at(-1);
  let id = match?.route.id ?? NOT_FOUND_VIEW;
  // The dataset route matches any first segment; only the app's datasets are dataset details.
  if (id === 'dataset' && !datasetCatalogue.has(match?.params.datasetId ?? '')) {
    id = NOT_FOUND_VIEW;
  }
  return (detailsViews.get(id) ?? detailsViews.get(NOT_FOUND_VIEW)) as RegisteredDetailsView;
}
