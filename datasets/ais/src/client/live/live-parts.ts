// The `live` hooks of the two client parts: what runs while the vessels or the aids to
// navigation are on the map. Each has a store, an updater (poll or stream by zoom) and a
// view; both streams go over the tab's one shared connection.
import type { DatasetLiveHandle, DatasetLiveHost } from '@havkart/datasets-core/client';
import { polarViewArea } from '@havkart/domain';
import type { Feature } from 'geojson';
import { LIVE_OPEN_BASE, LIVE_RESTRICTED_BASE } from '../../manifest.js';
import {
  atonMatches,
  atonTypeIdsOf,
  registerAtonIcons,
  setAtonFilterInputs,
} from '../aton/index.js';
import {
  effectiveVesselFilters,
  getVesselFilterInputs,
  setVesselFilterInputs,
  subscribeVesselFilterInputs,
  vesselFilterQuery,
  vesselMatches,
} from '../filters/index.js';
import { loadOffshoreRigs, registerVesselIcons } from '../icons/index.js';
import { atonPoint } from '../render/features.js';
import { ATON_SOURCE } from '../render/layers.js';
import type { LiveMap } from '../render/live-map.js';
import { SourceSync } from '../render/source-sync.js';
import { DEFAULT_VIEW_OPTIONS, VesselView, type VesselViewOptions } from '../render/vessel-view.js';
import { ATON_FLUSH_MS, VESSEL_FLUSH_MS } from './batcher.js';
import { latestAtonBody, latestVesselBody, streamAtonBody, streamVesselBody } from './bodies.js';
import { hasMmsi, type AtonRecord, type VesselRecord } from './records.js';
import { LiveStore } from './store.js';
import { sharedStream } from './stream-connection.js';
import { onVesselShareOptions, vesselShareOptions } from './share-options.js';
import { isAtRest } from '../filters/at-rest.js';
import { parseLatest } from './latest-parse.js';
import { LiveUpdater, type UpdaterConfig, type UpdaterDeps } from './updater.js';
import { onShownVesselChange } from '../details/shown-vessel.js';
import { publishVesselRecords, type FullVesselRecord } from '../details/vessel-host.js';
import { aidsChanged, setLiveAids, setLiveVessels } from '../popup/live-records.js';

/** How often positions are checked for turning old, ms. */
const AGE_CHECK_MS = 60_000;

export const VESSEL_UPDATES: UpdaterConfig = {
  part: 'vessels',
  flushMs: VESSEL_FLUSH_MS,
  latestPath: 'latest/combined',
  latestBody: (since, _geometry, filters) => latestVesselBody(since, filters),
  streamBody: (geometry, filters) => streamVesselBody(geometry, filters),
  firstLoadWithoutGeometry: false,
};

export const ATON_UPDATES: UpdaterConfig = {
  part: 'aids',
  flushMs: ATON_FLUSH_MS,
  latestPath: 'latest/ais',
  latestBody: (since, geometry, filters) => latestAtonBody(since, geometry, filters),
  streamBody: (geometry, filters) => streamAtonBody(geometry, filters),
  firstLoadWithoutGeometry: true,
};

/** Offline the parts pause and keep what they hold (spec 01 §4); a host without it is online. */
function online(host: DatasetLiveHost): boolean {
  return host.online?.() ?? true;
}

function mapOf(host: DatasetLiveHost): LiveMap | null {
  return (host.map() as LiveMap | null) ?? null;
}

/** Open base, and the restricted twin when the user's profile allows it (spec 02 §6). */
async function basesFor(host: DatasetLiveHost): Promise<readonly string[]> {
  const restricted = await host.restrictedAis().catch(() => false);
  return restricted ? [LIVE_OPEN_BASE, LIVE_RESTRICTED_BASE] : [LIVE_OPEN_BASE];
}

/** Wires an updater to the map's moves; returns the clean-up. */
function follow(host: DatasetLiveHost, updater: LiveUpdater): () => void {
  let attached: LiveMap | null = null;
  const zoomed = () => updater.zoomChanged();
  const moved = () => updater.boundsChanged();
  let timer: ReturnType<typeof setInterval> | undefined = undefined;
  const attach = () => {
    const map = mapOf(host);
    if (!map || map === attached) return;
    attached = map;
    map.on('zoomend', zoomed);
    map.on('moveend', moved);
    clearInterval(timer);
    // The mode may differ at the zoom the map has now.
    updater.zoomChanged();
  };
  attach();
  // Started before the map exists: follow it once it does.
  if (!attached) timer = setInterval(attach, 500);
  return () => {
    clearInterval(timer);
    attached?.off('zoomend', zoomed);
    attached?.off('moveend', moved);
  };
}

function updaterDeps(
  host: DatasetLiveHost,
  onRecords: (records: readonly unknown[]) => void,
  filterBody: () => Readonly<Record<string, unknown>> = () => host.filterBody(),
): UpdaterDeps {
  return {
    view: {
      zoom: () => mapOf(host)?.getZoom() ?? 0,
      bounds: () => {
        const b = mapOf(host)?.getBounds();
        if (!b) return { west: -180, south: -85, east: 180, north: 85 };
        const view = {
          west: b.getWest(),
          south: b.getSouth(),
          east: b.getEast(),
          north: b.getNorth(),
        };
        // The polar map's bounds are not longitudes and latitudes: the stream asks for the
        // area they show taken back, north of 45° (R27.25).
        return host.setting('polarView') === true ? polarViewArea(view) : view;
      },
    },
    bases: () => basesFor(host),
    // A large answer is parsed in a worker where the host hands over the text.
    post: (path, body, signal) =>
      host.postText
        ? host.postText(path, body, signal).then(parseLatest)
        : host.post(path, body, signal),
    stream: (base) => sharedStream(base, host, host.log),
    filterBody,
    onRecords,
    onError: (error) => host.log.error('Fetching live AIS failed on every source', error),
  };
}

/** The vessel filters' part of the request body, `all_other` expanded (filters/body.ts). */
function vesselBody(host: DatasetLiveHost): Readonly<Record<string, unknown>> {
  return { ...vesselFilterQuery(host.filters()) };
}

function oldAfterHours(host: DatasetLiveHost): number {
  const hours = Number(host.setting('oldAisThresholdHours'));
  return Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_VIEW_OPTIONS.oldAfterHours;
}

function vesselOptions(host: DatasetLiveHost): VesselViewOptions {
  const bool = (id: string, fallback: boolean) => {
    const value = host.setting(id);
    return typeof value === 'boolean' ? value : fallback;
  };
  const values = effectiveVesselFilters(host.filters());
  const { favourites } = getVesselFilterInputs();
  const hours = oldAfterHours(host);
  const hideAtRest = bool('hideVesselsAtRest', false);
  return {
    oldAfterHours: hours,
    polar: bool('polarView', false),
    // Every filter of spec 02 §3, hideOldAis on by default, applied in the browser too; and
    // the setting that hides vessels lying at anchor or moored.
    visible: (record) =>
      !(hideAtRest && isAtRest(record)) &&
      vesselMatches(record, values, { favourites, now: Date.now(), oldThresholdHours: hours }),
    filterKey: JSON.stringify([values, [...favourites], hours, hideAtRest]),
    alwaysShowLabels: bool('alwaysShowVesselLabels', false),
    // A share link may hide either for the visit it opened (spec 01 §3 share options).
    bearingVectors: bool('bearingVectors', true) && !vesselShareOptions().hideBearingVectors,
    distanceCircles: bool('distanceCircles', true) && !vesselShareOptions().hideDistanceCircles,
  };
}

/** Live vessels: started by the web app when the `ais` dataset is activated. */
export function vesselLive(host: DatasetLiveHost): DatasetLiveHandle & { view: VesselView } {
  const store = new LiveStore<VesselRecord>();
  // Popups read speed, course and type from the held records.
  const forgetVessels = setLiveVessels(store);
  const view = new VesselView(store, {
    map: () => mapOf(host),
    mapId: (key) => host.mapId(key),
    datasetId: host.datasetId,
    pathname: () => globalThis.location?.pathname ?? '',
    requestFrame: (run) => requestAnimationFrame(run),
    now: () => Date.now(),
  });
  view.setOptions(vesselOptions(host));
  // The filter pane counts the vessels loaded now; it is told at most once a second.
  const tellFilters = () =>
    setVesselFilterInputs({
      vessels: store.records.values(),
      oldThresholdHours: oldAfterHours(host),
    });
  const updater = new LiveUpdater(
    VESSEL_UPDATES,
    updaterDeps(
      host,
      (records) => {
        store.upsert(records);
        view.schedule();
        tellFilters();
        // Favourites and the followed vessel move with each newer position (spec 01 §4).
        publishVesselRecords(records.filter(hasMmsi) as unknown as FullVesselRecord[]);
      },
      () => vesselBody(host),
    ),
  );
  let theme = host.theme();
  const icons = () => {
    const map = mapOf(host);
    if (map) void registerVesselIcons(map, theme).catch((e) => host.log.error('Vessel icons', e));
  };
  icons();
  let stopped = false;
  // The installations drawn as platforms are the server's list (spec 02 §3, A33): vessels
  // drawn before it arrived take their icon again.
  loadOffshoreRigs().then(
    () => stopped || view.redrawAll(),
    (e: unknown) => host.log.warn('Offshore installations could not be loaded', e),
  );
  let filters = JSON.stringify(vesselBody(host));
  // Auto-update off (A29) or offline pauses polling and streams.
  const wanted = () => host.setting('autoUpdate') !== false && online(host);
  let running = wanted();
  const unfollow = follow(host, updater);
  if (running) updater.start();
  else if (online(host)) void updater.pollOnce();
  const unsubscribe = host.onChange(() => {
    view.setOptions(vesselOptions(host));
    if (host.theme() !== theme) {
      theme = host.theme();
      icons();
    }
    // A filter the server applies asks for everything again; the others only redraw.
    const key = JSON.stringify(vesselBody(host));
    if (key !== filters) {
      filters = key;
      store.clear();
      view.redrawAll();
      updater.filtersChanged();
    }
    if (wanted() !== running) {
      running = !running;
      if (running) updater.start();
      else updater.stop();
    }
  });
  // Favourites come in through the filter inputs (showFavoritesOnly).
  const unsubscribeInputs = subscribeVesselFilterInputs(() => view.setOptions(vesselOptions(host)));
  const unsubscribeShare = onVesselShareOptions(() => view.setOptions(vesselOptions(host)));
  const ages = setInterval(() => view.checkAges(), AGE_CHECK_MS);
  // Another vessel opened, or none: the circles follow the details route at once.
  const unshown = onShownVesselChange(() => view.schedule());
  return {
    view,
    data: () => ({ type: 'FeatureCollection', features: view.features() }),
    stop() {
      stopped = true;
      clearInterval(ages);
      unshown();
      forgetVessels();
      view.stop();
      unsubscribe();
      unsubscribeInputs();
      unsubscribeShare();
      unfollow();
      updater.stop();
      store.clear();
    },
  };
}

/** Live aids to navigation: the same update modes, aids flush at more than 5 s. */
export function atonLive(host: DatasetLiveHost): DatasetLiveHandle {
  const store = new LiveStore<AtonRecord>();
  const forgetAids = setLiveAids(store);
  const sync = new SourceSync(host.mapId(ATON_SOURCE));
  const polar = () => host.setting('polarView') === true;
  const typeIds = () => atonTypeIdsOf(host.filters());
  const pending = new Set<number>();
  let frame = false;
  let stopped = false;
  const schedule = () => {
    if (frame || stopped) return;
    frame = true;
    requestAnimationFrame(draw);
  };
  function draw() {
    frame = false;
    for (const mmsi of store.takeChanges()) pending.add(mmsi);
    if (pending.size === 0) return;
    const map = mapOf(host);
    // Before the map or its source exist, the changes wait for a later frame.
    if (!map) return schedule();
    const rules = { polar: polar() };
    const types = typeIds();
    const changes: [number, Feature | null][] = [...pending].map((mmsi) => {
      const record = store.records.get(mmsi);
      const shown = record && atonMatches(record, types);
      return [mmsi, shown ? atonPoint(record, rules) : null];
    });
    if (sync.apply(map, changes)) pending.clear();
    else schedule();
  }
  const redrawAll = () => {
    for (const mmsi of sync.features.keys()) pending.add(mmsi);
    store.touchAll();
    schedule();
  };
  const updater = new LiveUpdater(
    ATON_UPDATES,
    updaterDeps(host, (records) => {
      // Only aid messages belong here; the typed stream could carry others.
      store.upsert(records.filter((r) => (r as AtonRecord).type === 'Aton'));
      setAtonFilterInputs({ aids: [...store.records.values()] });
      aidsChanged();
      schedule();
    }),
  );
  let theme = host.theme();
  const icons = () => {
    const map = mapOf(host);
    if (map) void registerAtonIcons(map, theme).catch((e) => host.log.error('Aid icons', e));
  };
  icons();
  const unfollow = follow(host, updater);
  // Any filter change restarts the aid stream (spec 02 §4), the type filter included.
  const filtersKey = () => JSON.stringify([host.filterBody(), typeIds()]);
  let filters = filtersKey();
  let wasPolar = polar();
  let running = online(host);
  if (running) updater.start();
  const unsubscribe = host.onChange(() => {
    if (online(host) !== running) {
      running = !running;
      if (running) updater.start();
      else updater.stop();
    }
    if (host.theme() !== theme) {
      theme = host.theme();
      icons();
    }
    const key = filtersKey();
    if (key !== filters) {
      filters = key;
      redrawAll();
      updater.filtersChanged();
    }
    if (polar() !== wasPolar) {
      wasPolar = polar();
      redrawAll();
    }
  });
  return {
    data: () => ({ type: 'FeatureCollection', features: [...sync.features.values()] }),
    stop() {
      stopped = true;
      forgetAids();
      unsubscribe();
      unfollow();
      updater.stop();
      store.clear();
    },
  };
}
