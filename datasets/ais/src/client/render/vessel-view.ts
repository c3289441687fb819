// Draws the vessel store on the map: on each animation frame, only the vessels that changed
// go to the map. Two renderers: 'geojson' makes them features (position, bearing vector,
// hull) sent to their sources by id; 'gl' writes them to the custom WebGL layer's slots
// (gl/), and only labels and hulls stay GeoJSON, fed the vessels in view from the zoom they
// show at. Settings that change how vessels look (threshold, polar, labels, vectors,
// circles) apply here.
import type { Feature } from 'geojson';
import type { LiveStore } from '../live/store.js';
import type { VesselRecord } from '../live/records.js';
import { distanceCircles, routedMmsi } from './distance-circles.js';
import {
  isOld,
  positionOf,
  vesselHull,
  vesselPoint,
  vesselVector,
  type FeatureRules,
} from './features.js';
import { GlMapPart, isGlHostMap } from './gl/gl-map-part.js';
import { GlVesselView } from './gl/gl-vessel-view.js';
import {
  CIRCLE_SOURCE,
  HULL_MIN_ZOOM,
  HULL_SOURCE,
  VECTOR_SOURCE,
  VESSEL_ROLES,
  VESSEL_SOURCE,
  vesselLabelMinZoom,
} from './layers.js';
import { isGeoJsonSource, type LiveMap } from './live-map.js';
import { SourceSync } from './source-sync.js';
import { DEFAULT_VIEW_OPTIONS, type VesselViewOptions } from './vessel-view-options.js';

export { DEFAULT_VIEW_OPTIONS, type VesselViewOptions };

/** How vessels are drawn: the custom WebGL layer, or GeoJSON sources and symbol layers. */
export type VesselRenderer = 'gl' | 'geojson';

/** The renderer the app uses. */
export const VESSEL_RENDERER: VesselRenderer = 'gl';

export interface VesselViewDeps {
  /** Defaults to {@link VESSEL_RENDERER}. */
  readonly renderer?: VesselRenderer;
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
  readonly #gl: GlVesselView | null;
  readonly #glPart: GlMapPart | null;
  /** The map moved since the in-view labels and hulls were sent (gl renderer). */
  #moved = true;
  #watched: LiveMap | null = null;
  readonly #onMove = () => {
    this.#moved = true;
    this.schedule();
  };
  /** New icons (the theme changed) reach the layer's atlas without waiting for data. */
  readonly #onStyle = () => {
    const map = this.#watched;
    if (map && isGlHostMap(map) && this.#glPart?.iconsChanged(map)) this.schedule();
  };
  /** Called after each frame's changes went to the map (benchmarks, tests). */
  onApplied: ((count: number) => void) | null = null;

  constructor(
    private readonly store: LiveStore<VesselRecord>,
    private readonly deps: VesselViewDeps,
  ) {
    this.#points = new SourceSync(deps.mapId(VESSEL_SOURCE));
    this.#vectors = new SourceSync(deps.mapId(VECTOR_SOURCE));
    this.#hulls = new SourceSync(deps.mapId(HULL_SOURCE));
    const gl = (deps.renderer ?? VESSEL_RENDERER) === 'gl';
    this.#gl = gl
      ? new GlVesselView(store, {
          layerId: deps.mapId('gl-positions'),
          // This view schedules the frames and hands the GL part its changes.
          requestFrame: () => undefined,
          now: deps.now,
        })
      : null;
    this.#glPart = this.#gl
      ? new GlMapPart(this.#gl, {
          positions: deps.mapId(VESSEL_ROLES.positions),
          labels: deps.mapId(VESSEL_ROLES.labels),
          vectors: deps.mapId(VESSEL_ROLES.vectors),
        })
      : null;
  }

  /** New options; everything is drawn again when a rule of drawing changed. */
  setOptions(options: VesselViewOptions): void {
    const before = this.#options;
    this.#options = options;
    // Its own rules copy; its changes come from the store through this view's flush.
    this.#gl?.setOptions(options);
    this.#moved = true;
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
        visibility(this.#options.bearingVectors && !this.#gl),
      );
    }
    // The custom layer draws the icons; the icon layer stays for its source's labels.
    if (this.#gl && map.getLayer(layer(VESSEL_ROLES.positions))) {
      map.setLayoutProperty(layer(VESSEL_ROLES.positions), 'visibility', 'none');
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
    if (this.#gl) {
      const turned = this.#gl.agesChanged();
      for (const mmsi of turned) this.#pending.add(mmsi);
      if (turned.length > 0) this.schedule();
      return;
    }
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
    if (this.#gl) return this.#flushGl(map, this.#gl);
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

  /** The gl renderer's flush: slots for every change, GeoJSON for labels and hulls in view. */
  #flushGl(map: LiveMap, gl: GlVesselView): void {
    if (!isGlHostMap(map) || !this.#glPart!.attach(map)) return void this.schedule();
    if (this.#watched !== map) {
      this.#watched?.off('moveend', this.#onMove);
      this.#watched?.off('styledata', this.#onStyle);
      map.on('moveend', this.#onMove);
      map.on('styledata', this.#onStyle);
      this.#watched = map;
      this.#moved = true;
    }
    if (this.#pending.size === 0 && !this.#moved) return;
    gl.write(this.#pending);
    const zoom = map.getZoom();
    const labels = zoom >= vesselLabelMinZoom(this.#options.alwaysShowLabels);
    const hulls = zoom >= HULL_MIN_ZOOM;
    const b = map.getBounds();
    const inView = new Set(
      labels || hulls
        ? gl.inBounds({
            west: b.getWest(),
            south: b.getSouth(),
            east: b.getEast(),
            north: b.getNorth(),
          })
        : [],
    );
    const rules = this.#rules();
    const feed = (sync: SourceSync, on: boolean, make: (r: VesselRecord) => Feature | null) => {
      const changes: [number, Feature | null][] = [];
      for (const mmsi of sync.features.keys()) {
        if (!on || !inView.has(mmsi)) changes.push([mmsi, null]);
      }
      if (on) {
        for (const mmsi of inView) {
          if (sync.features.has(mmsi) && !this.#pending.has(mmsi)) continue;
          const record = this.store.records.get(mmsi);
          changes.push([mmsi, record ? make(record) : null]);
        }
      }
      return sync.apply(map, changes);
    };
    const applied =
      feed(this.#points, labels, (r) => vesselPoint(r, rules)) &&
      feed(this.#hulls, hulls, (r) => vesselHull(r, rules)) &&
      this.#vectors.apply(map, []);
    if (!applied) return void this.schedule();
    const count = this.#pending.size;
    this.#pending.clear();
    this.#moved = false;
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
    if (this.#gl) for (const [mmsi] of this.#gl.buffers.slots.entries()) this.#pending.add(mmsi);
    this.schedule();
  }

  /** The map's sources were replaced (style reload, dataset drawn again). */
  resetSources(): void {
    this.#points.reset();
    this.#vectors.reset();
    this.#hulls.reset();
    this.#moved = true;
    this.#circleKey = '';
    this.schedule();
  }

  /** Stops drawing (the dataset was deactivated). */
  stop(): void {
    this.#stopped = true;
    this.#glPart?.detach();
    this.#watched?.off('moveend', this.#onMove);
    this.#watched?.off('styledata', this.#onStyle);
  }

  /** The drawn positions, for finding the vessel a route names. */
  features(): Feature[] {
    if (this.#gl) return this.#gl.features();
    return [...this.#points.features.values()];
  }
}
