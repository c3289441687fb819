// A dataset's popup and list-item views (datasets-core client contract), loaded when first
// shown and kept for the next popup; the feature they get is the dataset's own when its
// data holds it (the map's copy of a feature flattens nested properties).
import type { DatasetFeatureView, DatasetViewProps } from '@havkart/datasets-core/client';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { findFeature } from '../../datasets/feature-key.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import type { PopupHit } from './popup-rules.js';

type Slot = 'popup' | 'listItem';
type Load = () => Promise<{ default: unknown }>;
// One lazy component per view loader; each loader belongs to one slot, so one cache serves both.
const loaded = new WeakMap<Load, unknown>();

function viewOf<S extends Slot>(load: Load): ComponentType<DatasetViewProps[S]> {
  let view = loaded.get(load) as ComponentType<DatasetViewProps[S]> | undefined;
  if (!view) {
    // Client parts type each view by its slot's props; these are the slot's.
    view = lazy(load as () => Promise<{ default: ComponentType<DatasetViewProps[S]> }>);
    loaded.set(load, view);
  }
  return view;
}

/** The dataset's name and the feature as its views expect it. */
export function useFeatureView(hit: PopupHit): { name: string; feature: DatasetFeatureView } {
  const service = useDatasetServices((state) => state.services?.services.get(hit.datasetId));
  const key = service?.dataset.featureKey;
  const found = key ? findFeature(key, service.data, hit.featureId) : undefined;
  return {
    name: service?.dataset.name ?? hit.datasetId,
    feature: {
      datasetId: hit.datasetId,
      featureId: hit.featureId,
      properties: found?.properties ?? hit.properties,
      geometry: found?.geometry ?? hit.geometry,
    },
  };
}

function useLoader(datasetId: string, slot: Slot): Load | undefined {
  return useDatasetServices((state) => state.services?.services.get(datasetId)?.part[slot]);
}

/** The dataset's popup view, or its name and the feature's id when it has none. */
export function DatasetPopupView({ hit, onClose }: { hit: PopupHit; onClose: () => void }) {
  const { name, feature } = useFeatureView(hit);
  const load = useLoader(hit.datasetId, 'popup');
  const view = useMemo(() => ({ Popup: load ? viewOf<'popup'>(load) : undefined }), [load]);
  if (!view.Popup) return <FallbackLine name={name} featureId={hit.featureId} />;
  return (
    <Suspense fallback={<FallbackLine name={name} featureId={hit.featureId} />}>
      <view.Popup feature={feature} onClose={onClose} />
    </Suspense>
  );
}

/** The dataset's list-item view for combined popups, or its name and the feature's id. */
export function DatasetListItemView({ hit, selected }: { hit: PopupHit; selected: boolean }) {
  const { name, feature } = useFeatureView(hit);
  const load = useLoader(hit.datasetId, 'listItem');
  const view = useMemo(() => ({ ListItem: load ? viewOf<'listItem'>(load) : undefined }), [load]);
  if (!view.ListItem) return <FallbackLine name={name} featureId={hit.featureId} />;
  return (
    <Suspense fallback={<FallbackLine name={name} featureId={hit.featureId} />}>
      <view.ListItem feature={feature} selected={selected} />
    </Suspense>
  );
}

function FallbackLine({ name, featureId }: { name: string; featureId: string }) {
  return (
    <span>
      {name} · {featureId}
    </span>
  );
}
