// Keeps one GeoJSON source of the map equal to a keyed set of features by sending only the
// changes (`updateData` with feature ids). A source that was replaced (a style reload, the
// dataset drawn again) gets everything once.
import type { Feature } from 'geojson';
import { isGeoJsonSource, type LiveGeoJsonSource, type LiveMap } from './live-map.js';

export class SourceSync {
  #source: LiveGeoJsonSource | null = null;
  /** Features on the map now, by MMSI. */
  readonly features = new Map<number, Feature>();

  constructor(readonly sourceId: string) {}

  /**
   * Applies the features of the changed MMSIs (null: not drawn). Returns false when the map
   * has no such source yet; the caller keeps the changes for later.
   */
  apply(map: LiveMap, changes: readonly (readonly [number, Feature | null])[]): boolean {
    const source = map.getSource(this.sourceId);
    if (!isGeoJsonSource(source)) return false;
    const add: Feature[] = [];
    const remove: number[] = [];
    for (const [mmsi, feature] of changes) {
      if (feature) {
        this.features.set(mmsi, feature);
        add.push(feature);
      } else if (this.features.delete(mmsi)) {
        remove.push(mmsi);
      }
    }
    if (source !== this.#source) {
      this.#source = source;
      source.setData({ type: 'FeatureCollection', features: [...this.features.values()] });
      return true;
    }
    if (add.length > 0 || remove.length > 0) {
      source.updateData({ ...(add.length ? { add } : {}), ...(remove.length ? { remove } : {}) });
    }
    return true;
  }

  /** Forgets the map's source, so the next apply sends everything. */
  reset(): void {
    this.#source = null;
  }
}
