// The measure labels on the map (spec 01 §3, R17.05), drawn through the composer in the band
// above every dataset, over the drawing tool's own layers. They come from the domain's rules,
// so a circle's labels measure the ring that is kept, not the one the tool showed.
import type { Language, MeasureWords } from '@havkart/domain';
import { LABEL_FONT } from '@havkart/dataset-basemap/client';
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, GeoJSONSourceDiff, Map as MapLibreMap } from 'maplibre-gl';
import {
  DRAWING_BAND_SORT_KEY,
  mapId,
  type MapComposer,
  type MapDatasetDescriptor,
} from '../../map/composer.js';
import { useDrawing, type DrawnShape } from './drawing.store.js';
import {
  LineLabels,
  WholeLabels,
  type LabelText,
  type MeasureFeature,
  type ShapeLabels,
} from './shape-labels.js';

/** Id of the band the drawing tool's layers live in. */
export const DRAWING_BAND_ID = 'drawing-tool';
/** Id prefix of the measure labels (`drawing-measures:labels`). */
export const MEASURES_LAYER_ID = 'drawing-measures';
/** Over the tool's lines and points (the band's floor and ceiling take its first keys). */
const MEASURES_SORT_KEY = DRAWING_BAND_SORT_KEY + 10;

const emptyCollection = (): FeatureCollection => ({ type: 'FeatureCollection', features: [] });

export function measuresDescriptor(): MapDatasetDescriptor {
  return {
    datasetId: MEASURES_LAYER_ID,
    placement: { kind: 'band', sortKey: MEASURES_SORT_KEY },
    sources: { measures: { type: 'geojson', data: emptyCollection() } },
    layers: (theme) => [
      {
        role: 'radius',
        sourceRole: 'measures',
        type: 'line',
        filter: ['==', ['get', 'role'], 'radius'],
        paint: { 'line-color': theme.selection, 'line-width': 2, 'line-dasharray': [2, 2] },
      },
      {
        role: 'labels',
        sourceRole: 'measures',
        type: 'symbol',
        filter: ['==', ['geometry-type'], 'Point'],
        layout: {
          'text-field': ['get', 'text'],
          'text-font': [LABEL_FONT],
          'text-size': 13,
          // A segment's length, miles and bearing on one line; a circle's three on three.
          'text-max-width': 40,
          // Every measure stays readable: labels may overlap each other and the map's names.
          'text-allow-overlap': true,
          'text-ignore-placement': true,
          // A segment's label stands just above its midpoint, clear of the line; the total
          // beside the last point.
          'text-anchor': ['match', ['get', 'role'], 'total', 'left', 'segment', 'bottom', 'center'],
          'text-offset': [
            'match',
            ['get', 'role'],
            'total',
            ['literal', [0.8, 0]],
            'segment',
            ['literal', [0, -0.3]],
            ['literal', [0, 0]],
          ],
          'text-justify': 'left',
        },
        paint: {
          'text-color': theme.label,
          'text-halo-color': theme.labelHalo,
          'text-halo-width': 2,
        },
      },
    ],
  };
}

/** A label as the map gets it: with an id, so later edits send only the labels that changed. */
interface KeyedFeature {
  readonly type: 'Feature';
  readonly id: string;
  readonly geometry: MeasureFeature['geometry'];
  readonly properties: MeasureFeature['properties'];
}

const keyed = (shapeId: string, key: string, feature: MeasureFeature): KeyedFeature => ({
  type: 'Feature',
  id: `${shapeId}/${key}`,
  geometry: feature.geometry,
  properties: feature.properties,
});

interface Entry {
  shape: DrawnShape;
  readonly labels: ShapeLabels;
}

/**
 * Keeps the labels of every drawing on the map while connected. Each drawing's labels are
 * kept up to date as it changes (a drag relabels the moved segments and the total), and only
 * those that changed go to the map (`updateData` by feature id), so MapLibre re-tiles only
 * the tiles they lie on. A new source or another language sends every label again.
 */
export class MeasureLabels {
  readonly #composer: MapComposer;
  #text: LabelText;
  #entries = new Map<string, Entry>();
  /** The source the labels were last sent to; another one gets all of them. */
  #source: GeoJSONSource | null = null;
  #stop: (() => void) | null = null;

  constructor(composer: MapComposer, language: Language, words: MeasureWords) {
    this.#composer = composer;
    this.#text = { language, words };
  }

  connect(): void {
    if (this.#stop) return;
    if (!this.#composer.has(MEASURES_LAYER_ID)) this.#composer.add(measuresDescriptor());
    this.#stop = useDrawing.subscribe((state, previous) => {
      if (state.shapes !== previous.shapes || state.current !== previous.current) this.#send();
    });
    this.#source = null;
    this.#send();
  }

  /** The language changed: every label is written again. */
  setWords(language: Language, words: MeasureWords): void {
    const text = this.#text;
    if (language === text.language && JSON.stringify(words) === JSON.stringify(text.words)) return;
    this.#text = { language, words };
    this.#source = null;
    this.#send();
  }

  disconnect(): void {
    this.#stop?.();
    this.#stop = null;
    this.#source = null;
    this.#entries = new Map();
    this.#composer.remove(MEASURES_LAYER_ID);
  }

  #send(): void {
    // The composer holds MapLibre's map; its own type names only what composing needs.
    const map = this.#composer.map as unknown as MapLibreMap | null;
    const source = map?.getSource<GeoJSONSource>(mapId(MEASURES_LAYER_ID, 'measures'));
    if (!source) return;
    const { shapes, current } = useDrawing.getState();
    const all = current ? [...shapes, current] : shapes;
    if (source !== this.#source) {
      this.#source = source;
      this.#sendAll(source, all);
      return;
    }
    const add: KeyedFeature[] = [];
    const remove: string[] = [];
    const seen = new Set<string>();
    for (const shape of all) {
      seen.add(shape.id);
      const entry = this.#entries.get(shape.id);
      if (entry?.shape === shape) continue;
      if (entry && entry.labels instanceof LineLabels !== (shape.drawing.kind === 'line')) {
        for (const [key] of entry.labels.entries()) remove.push(`${shape.id}/${key}`);
        this.#entries.delete(shape.id);
      }
      const kept = this.#entries.get(shape.id) ?? this.#newEntry(shape);
      kept.shape = shape;
      for (const [key, feature] of kept.labels.update(shape.drawing)) {
        if (feature) add.push(keyed(shape.id, key, feature));
        else remove.push(`${shape.id}/${key}`);
      }
    }
    for (const [id, entry] of this.#entries) {
      if (seen.has(id)) continue;
      for (const [key] of entry.labels.entries()) remove.push(`${id}/${key}`);
      this.#entries.delete(id);
    }
    if (add.length === 0 && remove.length === 0) return;
    // The domain's positions are read-only tuples; MapLibre only reads them.
    void source.updateData({ add, remove } as unknown as GeoJSONSourceDiff);
  }

  #sendAll(source: GeoJSONSource, all: readonly DrawnShape[]): void {
    this.#entries = new Map();
    const features: KeyedFeature[] = [];
    for (const shape of all) {
      const entry = this.#newEntry(shape);
      entry.labels.update(shape.drawing);
      for (const [key, feature] of entry.labels.entries()) {
        features.push(keyed(shape.id, key, feature));
      }
    }
    // The domain's positions are read-only tuples; MapLibre only reads them.
    source.setData({ type: 'FeatureCollection', features } as unknown as FeatureCollection);
  }

  #newEntry(shape: DrawnShape): Entry {
    const text = this.#text;
    const labels = shape.drawing.kind === 'line' ? new LineLabels(text) : new WholeLabels(text);
    const entry = { shape, labels };
    this.#entries.set(shape.id, entry);
    return entry;
  }
}
