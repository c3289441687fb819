// Draws the vessel store on the map: on each animation frame, only the vessels that changed
// become features (position, bearing vector, hull) and go to their sources by id. Settings
// that change how vessels look (threshold, polar, labels, vectors, circles) apply here.
import type { Feature } from 'geojson';
import type { LiveStore } from '../live/store.js';
import type { VesselRecord } from '../live/records.js';
import { distanceCircles, routedMmsi } from './distance-circles.js';
import {
  DEFAULT_OLD_AIS_HOURS,
  isOld,
  positionOf,
  vesselHull,
  vesselPoint,
  vesselVector,
  type FeatureRules,
} from './features.js';
import {
  CIRCLE_SOURCE,
  HULL_SOURCE,
  VECTOR_SOURCE,
  VESSEL_ROLES,
  VESSEL_SOURCE,
  vesselLabelMinZoom,
} from './layers.js';
import { isGeoJsonSource, type LiveMap } from './live-map.js';
import { SourceSync } from './source-sync.js';

export interface VesselViewOptions {
  readonly oldAfterHours: number;
  readonly polar: boolean;
  /** The browser-side filters (spec 02 §3): whether a vessel is drawn. */
  readonly visible: (record: VesselRecord) => boolean;
  /** Changes whenever `visible` would answer differently. */
  readonly filterKey: string;
  readonly alwaysShowLabels: boolean;
  readonly bearingVectors: boolean;
  readonly distanceCircles: boolean;
}

export const DEFAULT_VIEW_OPTIONS: VesselViewOptions = {
  oldAfterHours: DEFAULT_OLD_AIS_HOURS,
  polar: false,
  visible: () => true,
  filterKey: '',
  alwaysShowLabels: false,
  bearingVectors: true,
  distanceCircles: true,
};

export interface VesselViewDeps {
  map(): LiveMap | null;
  mapId(key: string): string;
  datasetId: string;
  /** Where the app is; the details route names the vessel circles are drawn around. */
  pathname(): string;
  requestFrame(run: () => void): unknown;
  now(): number;
}

export class VesselView {
  readonly #points: SourceSync;
  readonly #vectors: SourceSync;
  readonly #hulls: SourceSync;
  #options: VesselViewOptions = DEFAULT_VIEW_OPTIONS;
  #frame = false;
  /** Changes not yet on the map (its sources did not exist yet). */
  #pending = new Set<number>();
  /** Old flag of each vessel as last drawn, to find the ones that turned old. */
  readonly #drawnOld = new Map<number, boolean>();
  #circleKey = '';
  #stopped = false;
  /** Called after each frame's changes went to the map (benchmarks, tests). */
  onApplied: ((count: number) => void) | null = null;

  constructor(
    private readonly store: LiveStore<VesselRecord>,
    private readonly deps: VesselViewDeps,
  ) {
    this.#points = new SourceSync(deps.mapId(VESSEL_SOURCE));
    this.#vectors = new SourceSync(deps.mapId(VECTOR_SOURCE));
    this.#hulls = new SourceSync(deps.mapId(HULL_SOURCE));
  }

  /** New options; everything is drawn again when a rule of drawing changed. */
  setOptions(options: VesselViewOptions): void {
    const before = this.#options;
    this.#options = options;
    if (
      before.oldAfterHours !== options.oldAfterHours ||
      before.polar !== options.polar ||
      before.filterKey !== options.filterKey
    ) {
      this.store.touchAll();
    }
    this.#applyLayerOptions();
    this.schedule();
  }

  #rules(): FeatureRules {
    return {
      oldAfterHours: this.#options.oldAfterHours,
      polar: this.#options.polar,
      now: this.deps.now(),
    };
  }

  #applyLayerOptions(): void {
    const map = this.deps.map();
    if (!map) return;
    const layer = (role: string) => this.deps.mapId(role);
    if (map.getLayer(layer(VESSEL_ROLES.labels))) {
      map.setLayerZoomRange(
        layer(VESSEL_ROLES.labels),
        vesselLabelMinZoom(this.#options.alwaysShowLabels),
        24,
      );
    }
    const visibility = (on: boolean) => (on ? 'visible' : 'none');
    if (map.getLayer(layer(VESSEL_ROLES.vectors))) {
      map.setLayoutProperty(
        layer(VESSEL_ROLES.vectors),
        'visibility',
        visibility(this.#options.bearingVectors),
      );
    }
    if (map.getLayer(layer(VESSEL_ROLES.circles))) {
      map.setLayoutProperty(
        layer(VESSEL_ROLES.circles),
        'visibility',
        visibility(this.#options.distanceCircles),
      );
    }
  }

  /** Draws the store's changes on the next animation frame. */
  schedule(): void {
    if (this.#frame || this.#stopped) return;
    this.#frame = true;
    this.deps.requestFrame(() => {
      this.#frame = false;
      this.flush();
    });
  }

  /** Marks vessels whose position turned old since drawn (run now and then). */
  checkAges(): void {
    const rules = this.#rules();
    let turned = 0;
    for (const [mmsi, wasOld] of this.#drawnOld) {
      const record = this.store.records.get(mmsi);
      if (record && isOld(record.msgtime, rules) !== wasOld) {
        this.#pending.add(mmsi);
        turned++;
      }
    }
    if (turned > 0) this.schedule();
  }

  /** Sends the changed vessels to the map now. */
  flush(): void {
    for (const mmsi of this.store.takeChanges()) this.#pending.add(mmsi);
    const map = this.deps.map();
    // Before the map or its sources exist, the changes wait for a later frame.
    if (!map) return this.schedule();
    this.#applyLayerOptions();
    this.#drawCircles(map);
    if (this.#pending.size === 0) return;
    const rules = this.#rules();
    const points: [number, Feature | null][] = [];
    const vectors: [number, Feature | null][] = [];
    const hulls: [number, Feature | null][] = [];
    for (const mmsi of this.#pending) {
      const record = this.store.records.get(mmsi);
      const point = record && this.#options.visible(record) ? vesselPoint(record, rules) : null;
      if (point) this.#drawnOld.set(mmsi, point.properties.old);
      else this.#drawnOld.delete(mmsi);
      points.push([mmsi, point]);
      // An old position's course says nothing about where the vessel is heading now.
      const moving = point && record && !point.properties.old;
      vectors.push([mmsi, moving ? vesselVector(record, rules) : null]);
      hulls.push([mmsi, point && record ? vesselHull(record, rules) : null]);
    }
    const applied =
      this.#points.apply(map, points) &&
      this.#vectors.apply(map, vectors) &&
      this.#hulls.apply(map, hulls);
    if (!applied) return this.schedule();
    const count = this.#pending.size;
    this.#pending.clear();
    this.onApplied?.(count);
  }

  #drawCircles(map: LiveMap): void {
    const mmsi = routedMmsi(this.deps.pathname(), this.deps.datasetId);
    const record = mmsi === null ? undefined : this.store.records.get(mmsi);
    const at = record ? positionOf(record) : null;
    const key = at ? at.join(',') : '';
    if (key === this.#circleKey) return;
    const source = map.getSource(this.deps.mapId(CIRCLE_SOURCE));
    if (!isGeoJsonSource(source)) return;
    this.#circleKey = key;
    source.setData({ type: 'FeatureCollection', features: at ? distanceCircles(at) : [] });
  }

  /** Every vessel drawn now is looked at again (the store was emptied for a new answer). */
  redrawAll(): void {
    for (const mmsi of this.#points.features.keys()) this.#pending.add(mmsi);
    this.schedule();
  }

  /** The map's sources were replaced (style reload, dataset drawn again). */
  resetSources(): void {
    this.#points.reset();
    this.#vectors.reset();
    this.#hulls.reset();
    this.#circleKey = '';
    this.schedule();
  }

  /** Stops drawing (the dataset was deactivated). */
  stop(): void {
    this.#stopped = true;
  }

  /** The drawn positions, for finding the vessel a route names. */
  features(): Feature[] {
    return [...this.#points.features.values()];
  }
}
