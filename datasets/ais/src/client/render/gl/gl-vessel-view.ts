// The store drawn through the custom vessel layer: on each flush only the changed vessels are
// written to their slots (no GeoJSON features, no worker), and the layer uploads those bytes
// on the next frame. Picking answers from the CPU grid in the same shape as
// queryRenderedFeatures, so popups and the click → details route keep working.
import type { Feature } from 'geojson';
import { ICON_KINDS, iconRotates, iconSize, vesselIconKind } from '../../icons/index.js';
import type { LiveStore } from '../../live/store.js';
import type { VesselRecord } from '../../live/records.js';
import {
  headingOf,
  isOld,
  mapLineOf,
  mapPositionOf,
  mapRotationOf,
  positionOf,
  rotationOf,
  vesselPoint,
  type FeatureRules,
} from '../features.js';
import { bearingVector } from '../geometry.js';
import { BEARING_VECTOR_MIN_ZOOM } from '../layers.js';
import { drawnSize } from '../symbol-scale.js';
import { DEFAULT_VIEW_OPTIONS, type VesselViewOptions } from '../vessel-view-options.js';
import { ICON_INDEX } from './atlas.js';
import { pickOrder, type PickCandidate } from './pick-grid.js';
import { VesselBuffers, mercatorX, mercatorY } from './vessel-buffers.js';
import { VesselLayer, type GlLayerMap } from './vessel-layer.js';

/** The map as picking uses it. */
export interface PickMap {
  getZoom(): number;
  unproject(point: [number, number]): { lng: number; lat: number };
}

/** A picked vessel, shaped as MapLibre's queryRenderedFeatures answers. */
export interface PickedVessel {
  readonly type: 'Feature';
  readonly id: number;
  readonly layer: { readonly id: string };
  readonly geometry: { type: 'Point'; coordinates: [number, number] };
  readonly properties: Readonly<Record<string, unknown>>;
}

/** The largest radius a pointer hits any icon within (full size). */
const LARGEST_RADIUS = Math.max(...ICON_KINDS.map((kind) => iconSize(kind) / 2));

/** MapLibre's tile size: the world is 512 × 2^zoom pixels wide. */
const WORLD_PX_AT_ZOOM_0 = 512;

export interface GlVesselViewDeps {
  readonly layerId: string;
  requestFrame(run: () => void): unknown;
  now(): number;
}

export class GlVesselView {
  readonly buffers = new VesselBuffers();
  readonly layer: VesselLayer;
  #options: VesselViewOptions = DEFAULT_VIEW_OPTIONS;
  #frame = false;
  #stopped = false;

  constructor(
    private readonly store: LiveStore<VesselRecord>,
    private readonly deps: GlVesselViewDeps,
    vectorColour: [number, number, number, number] = [0.11, 0.25, 0.37, 1],
  ) {
    this.layer = new VesselLayer(deps.layerId, this.buffers, {
      vectors: true,
      vectorMinZoom: BEARING_VECTOR_MIN_ZOOM,
      vectorColour,
      vectorWidth: 1.5,
    });
  }

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
    this.layer.style.vectors = options.bearingVectors;
    this.schedule();
  }

  #rules(): FeatureRules {
    return {
      oldAfterHours: this.#options.oldAfterHours,
      polar: this.#options.polar,
      now: this.deps.now(),
    };
  }

  schedule(): void {
    if (this.#frame || this.#stopped) return;
    this.#frame = true;
    this.deps.requestFrame(() => {
      this.#frame = false;
      this.flush();
    });
  }

  /** Writes the store's changed vessels to their slots and asks the map for a frame. */
  flush(): number {
    return this.write(this.store.takeChanges());
  }

  /** Writes these vessels' slots (freeing those not drawn) and asks the map for a frame. */
  write(mmsis: Iterable<number>): number {
    const rules = this.#rules();
    let count = 0;
    for (const mmsi of mmsis) {
      this.#write(mmsi, rules);
      count++;
    }
    if (count > 0) this.layer.repaint();
    return count;
  }

  /** The drawn vessels whose position turned old (or fresh) since written. */
  agesChanged(): number[] {
    const rules = this.#rules();
    const changed: number[] = [];
    for (const [mmsi, slot] of this.buffers.slots.entries()) {
      const record = this.store.records.get(mmsi);
      if (record && isOld(record.msgtime, rules) !== this.buffers.isOld(slot)) changed.push(mmsi);
    }
    return changed;
  }

  #write(mmsi: number, rules: FeatureRules): void {
    const record = this.store.records.get(mmsi);
    const at = record ? mapPositionOf(record, rules) : null;
    if (!record || !at || !this.#options.visible(record)) {
      this.buffers.remove(mmsi);
      return;
    }
    const old = isOld(record.msgtime, rules);
    const kind = vesselIconKind(record);
    const course = record.courseOverGround;
    const bearing = typeof course === 'number' && course < 360 ? course : headingOf(record);
    // An old position's course says nothing about where the vessel is heading now.
    const real = old ? null : bearingVector(positionOf(record), bearing, record.speedOverGround);
    const vector = real && mapLineOf(real, rules);
    this.buffers.write(mmsi, {
      longitude: at[0],
      latitude: at[1],
      rotation: iconRotates(kind)
        ? mapRotationOf(rotationOf(record), record.longitude ?? 0, rules)
        : 0,
      icon: ICON_INDEX.get(kind) ?? ICON_INDEX.get('other') ?? 0,
      old,
      vectorEnd: vector ? vector[1]! : null,
    });
  }

  /** The vessels under a screen point, topmost first (queryRenderedFeatures' stand-in). */
  pick(map: PickMap, point: { x: number; y: number }, tolerance: number): PickedVessel[] {
    const worldPx = WORLD_PX_AT_ZOOM_0 * 2 ** map.getZoom();
    const at = map.unproject([point.x, point.y]);
    const x = mercatorX(at.lng);
    const y = mercatorY(at.lat);
    const reach = (LARGEST_RADIUS + tolerance) / worldPx;
    const { buffers } = this;
    const candidates: PickCandidate[] = [];
    // Half the drawn side by icon index at this zoom: the radius a pointer hits it within.
    const zoom = map.getZoom();
    const radii = ICON_KINDS.map((kind) => drawnSize(kind, zoom) / 2);
    buffers.grid.query(x - reach, y - reach, x + reach, y + reach, (slot) => {
      const dx = (buffers.positions[slot * 2]! - x) * worldPx;
      const dy = (buffers.positions[slot * 2 + 1]! - y) * worldPx;
      candidates.push({
        slot,
        distance: Math.hypot(dx, dy),
        radius: radii[buffers.icon(slot)] ?? LARGEST_RADIUS,
        old: buffers.isOld(slot),
      });
    });
    const rules = this.#rules();
    const picked: PickedVessel[] = [];
    for (const slot of pickOrder(candidates, tolerance)) {
      const mmsi = buffers.slots.keyAt(slot);
      const record = mmsi === undefined ? undefined : this.store.records.get(mmsi);
      const feature = record ? vesselPoint(record, rules) : null;
      if (!feature) continue;
      picked.push({
        type: 'Feature',
        id: feature.properties.mmsi,
        layer: { id: this.deps.layerId },
        geometry: { type: 'Point', coordinates: feature.geometry.coordinates as [number, number] },
        properties: { ...feature.properties },
      });
    }
    return picked;
  }

  /** MMSIs of the drawn vessels inside a geographic box. */
  inBounds(bounds: { west: number; south: number; east: number; north: number }): number[] {
    const x0 = mercatorX(Math.max(-180, bounds.west));
    const x1 = mercatorX(Math.min(180, bounds.east));
    const y0 = mercatorY(bounds.north);
    const y1 = mercatorY(bounds.south);
    const { buffers } = this;
    const found: number[] = [];
    buffers.grid.query(x0, y0, x1, y1, (slot) => {
      const x = buffers.positions[slot * 2]!;
      const y = buffers.positions[slot * 2 + 1]!;
      const mmsi = buffers.slots.keyAt(slot);
      if (mmsi !== undefined && x >= x0 && x <= x1 && y >= y0 && y <= y1) found.push(mmsi);
    });
    return found;
  }

  /** Whether a vessel is drawn now. */
  drawn(mmsi: number): boolean {
    return this.buffers.slots.slotOf(mmsi) !== undefined;
  }

  /** The drawn positions as features (for finding the vessel a route names). */
  features(): Feature[] {
    const rules = this.#rules();
    const features: Feature[] = [];
    for (const [mmsi] of this.buffers.slots.entries()) {
      const record = this.store.records.get(mmsi);
      const feature = record ? vesselPoint(record, rules) : null;
      if (feature) features.push(feature);
    }
    return features;
  }

  /** Every vessel is written again (the store was emptied, the layer re-added). */
  redrawAll(): void {
    this.buffers.clear();
    this.store.touchAll();
    this.schedule();
  }

  stop(): void {
    this.#stopped = true;
  }
}

export type { GlLayerMap };
