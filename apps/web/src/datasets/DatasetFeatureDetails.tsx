import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import type { DatasetFeatureView } from '@havkart/datasets-core/client';
import { isFavouriteShape } from '@havkart/domain';
import { FavouriteStar } from '../features/favourites/FavouriteStar.js';
import { findFeature } from './feature-key.js';
import { useDatasetFlags } from './flags.store.js';
import { useDatasetServices } from './services.store.js';

type DetailsProps = { feature: DatasetFeatureView };
const views = new WeakMap<object, ComponentType<DetailsProps>>();

/** A client part's details view, loaded on first use and kept for the next opening. */
function detailsComponent(load: () => Promise<{ default: unknown }>) {
  let view = views.get(load);
  if (!view) {
    // Client parts type their views by the slot's props; the details view's are these.
    view = lazy(load as () => Promise<{ default: ComponentType<DetailsProps> }>);
    views.set(load, view);
  }
  return view;
}

/**
 * The feature a `/{datasetId}/{featureId}` route names, found in the dataset's data by its
 * key field: the dataset's own details view, else its properties. `fallback` shows while the
 * dataset has no such feature (not loaded, not on the map, or none with that id).
 */
export function DatasetFeatureDetails(props: {
  datasetId: string;
  featureId: string | undefined;
  fallback: ReactNode;
}) {
  const service = useDatasetServices((state) => state.services?.services.get(props.datasetId));
  // Data changes come with flag changes (activation ends with `active`).
  useDatasetFlags((state) => state.flags[props.datasetId]);
  const key = service?.dataset.featureKey;
  const feature =
    key && props.featureId ? findFeature(key, service.data, props.featureId) : undefined;
  const load = service?.part.details;
  const view = useMemo(() => ({ Details: load ? detailsComponent(load) : undefined }), [load]);
  // A part whose view finds missing features itself gets the route's id alone.
  const findsItself = !!view.Details && service?.part.detailsFindFeature === true;
  if (!props.featureId || (!feature && !findsItself)) return <>{props.fallback}</>;
  const featureView: DatasetFeatureView = {
    datasetId: props.datasetId,
    featureId: props.featureId,
    properties: feature?.properties ?? {},
    geometry: feature?.geometry,
  };
  // Any feature can be a favourite (A79); vessel details carry a star of their own.
  const name = featureView.properties.name;
  const star =
    props.datasetId === 'ais' ? null : (
      <FavouriteStar
        value={`/${props.datasetId}/${props.featureId}`}
        name={typeof name === 'string' && name !== '' ? name : props.featureId}
        category="feature"
        geometries={isFavouriteShape(featureView.geometry) ? [featureView.geometry] : []}
      />
    );
  if (view.Details) {
    return (
      <>
        {star}
        <Suspense fallback={null}>
          <view.Details feature={featureView} />
        </Suspense>
      </>
    );
  }
  return (
    <>
      {star}
      <dl className="facts" data-testid="feature-properties">
        {Object.entries(featureView.properties).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
