// While the sites are on the map: loads them once into their source, then keeps each site's
// week classes (`disease`, `lice`) in the map's feature state for the selected week. A week
// change fetches only that week's summary and sets feature state; the site data is never
// sent to the map again, so 1,200 sites recolour without a new GeoJSON parse and tiling.
// No timer runs: the week comes from the address at start and on back/forward, and from the
// slider's announcement; a replaced map source (style reload) shows itself by `styledata`.
import type { DatasetLiveHandle, DatasetLiveHost } from '@havkart/datasets-core/client';
import type { FeatureCollection } from 'geojson';
import { FISH_HEALTH_WEEK_PATH, manifest, type FishHealthWeek } from '../manifest.js';
import type { IsoWeek } from '@havkart/domain';
import {
  fishHealthState,
  onSelectedWeek,
  selectedWeek,
  setFishHealthState,
  weekKey,
} from './fish-health-store.js';
import { SITES_SOURCE } from './layers.js';

/** The part of MapLibre's map this needs, typed structurally (no MapLibre dependency). */
export interface FeatureStateMap {
  getSource(id: string): unknown;
  setFeatureState(feature: { source: string; id: number }, state: Record<string, unknown>): void;
  on?(type: 'styledata', listener: () => void): unknown;
  off?(type: 'styledata', listener: () => void): unknown;
}

interface GeoJsonSource {
  setData(data: FeatureCollection): unknown;
}

const isGeoJsonSource = (source: unknown): source is GeoJsonSource =>
  typeof (source as GeoJsonSource | undefined)?.setData === 'function';

export type SiteState = { readonly disease: string; readonly lice: string };

/**
 * Each site's feature state for one week: its classes, or no disease and unreported lice
 * for a site the week's summary leaves out (a state from another week must not linger).
 */
export function weekStates(
  sites: FeatureCollection,
  health: Pick<FishHealthWeek, 'localities'>,
): [number, SiteState][] {
  const byId = new Map(health.localities.map((site) => [site.localityNo, site]));
  return sites.features.flatMap((feature) => {
    const id = Number(feature.properties?.['loknr']);
    if (!Number.isInteger(id)) return [];
    const site = byId.get(id);
    return [[id, { disease: site?.disease ?? 'none', lice: site?.lice ?? 'unreported' }]];
  });
}

export function applyWeekStates(
  map: FeatureStateMap,
  source: string,
  states: readonly [number, SiteState][],
): void {
  for (const [id, state] of states) map.setFeatureState({ source, id }, state);
}

/**
 * The states that differ from those already on the map (all of them for a fresh source):
 * the map redraws each changed site's paint on the main thread, and from one week to the
 * next most sites keep their classes.
 */
export function changedStates(
  states: readonly [number, SiteState][],
  onMap: ReadonlyMap<number, SiteState>,
): [number, SiteState][] {
  return states.filter(([id, state]) => {
    const held = onMap.get(id);
    return held?.disease !== state.disease || held?.lice !== state.lice;
  });
}

async function getJson<T>(path: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(new URL(path, window.location.origin), { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
  return (await response.json()) as T;
}

export function aquacultureLive(host: DatasetLiveHost): DatasetLiveHandle {
  const sourceId = host.mapId(SITES_SOURCE);
  const abort = new AbortController();
  let sites: FeatureCollection | null = null;
  /** The map source the sites were put into; a replaced source (style reload) gets them again. */
  let filled: unknown = null;
  let askedWeek = '';
  let shown: FishHealthWeek | null = null;

  const mapNow = () => host.map() as FeatureStateMap | null;

  /** The states on the map's current source, by site number. */
  const onMap = new Map<number, SiteState>();

  const paint = () => {
    const map = mapNow();
    if (!map || !sites || !shown) return;
    const changed = changedStates(weekStates(sites, shown), onMap);
    applyWeekStates(map, sourceId, changed);
    for (const [id, state] of changed) onMap.set(id, state);
  };

  const loadWeek = (year: number, week: number) => {
    const key = `${year}-${week}`;
    setFishHealthState({ week: { year, week }, health: null, status: 'loading' });
    getJson<FishHealthWeek>(`${FISH_HEALTH_WEEK_PATH}/${year}/${week}`, abort.signal)
      .then((health) => {
        // A later week asked for meanwhile wins.
        if (abort.signal.aborted || key !== askedWeek) return;
        shown = health;
        setFishHealthState({ health, status: 'ready' });
        paint();
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted || key !== askedWeek) return;
        host.log.warn(`Fish health of week ${key} could not be loaded`, error);
        setFishHealthState({ status: 'failed' });
      });
  };

  const showWeek = (week: IsoWeek) => {
    if (weekKey(week) === askedWeek) return;
    askedWeek = weekKey(week);
    loadWeek(week.year, week.week);
  };
  const weekFromAddress = () => showWeek(selectedWeek(window.location.search, new Date()));

  /** Puts the sites into the map's source once, and again into a source that replaced it. */
  const fillSource = () => {
    const source = mapNow()?.getSource(sourceId);
    if (!sites || !isGeoJsonSource(source) || source === filled) return;
    filled = source;
    // A new source holds no states: every site gets its state again.
    onMap.clear();
    source.setData(sites);
    paint();
  };

  getJson<FeatureCollection>(manifest.sources[0]!.dataUrl, abort.signal)
    .then((collection) => {
      sites = collection;
      setFishHealthState({ sites: collection });
      fillSource();
    })
    .catch((error: unknown) => {
      if (!abort.signal.aborted) host.log.error('Aquaculture sites could not be loaded', error);
    });
  weekFromAddress();
  const stopWeeks = onSelectedWeek(showWeek);
  const stopChanges = host.onChange(fillSource);
  window.addEventListener('popstate', weekFromAddress);
  const watched = mapNow();
  watched?.on?.('styledata', fillSource);

  return {
    data: () => sites ?? fishHealthState().sites ?? { type: 'FeatureCollection', features: [] },
    stop() {
      abort.abort();
      stopWeeks();
      stopChanges();
      window.removeEventListener('popstate', weekFromAddress);
      watched?.off?.('styledata', fillSource);
    },
  };
}
