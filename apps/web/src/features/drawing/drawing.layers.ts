// The measure labels on the map (spec 01 §3, R17.05), drawn through the composer in the band
// above every dataset, over the drawing tool's own layers. They come from the domain's rules,
// so a circle's labels measure the ring that is kept, not the one the tool showed.
import {
  measureLabels,
  type Language,
  type MeasureLabel,
  type MeasureWords,
  type RadiusLine,
} from '@havkart/domain';
import { LABEL_FONT } from '@havkart/dataset-basemap/client';
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import {
  DRAWING_BAND_SORT_KEY,
  mapId,
  type MapComposer,
  type MapDatasetDescriptor,
} from '../../map/composer.js';
import { useDrawing, type DrawnShape } from './drawing.store.js';
import { RememberedSegments } from './segment-labels.js';

/** Id of the band the drawing tool's layers live in. */
export const DRAWING_BAND_ID = 'drawing-tool';
/** Id prefix of the measure labels (`drawing-measures:labels`). */
export const MEASURES_LAYER_ID = 'drawing-measures';
/** Over the tool's lines and points (the band's floor and ceiling take its first keys). */
const MEASURES_SORT_KEY = DRAWING_BAND_SORT_KEY + 10;

type MeasureFeature = MeasureLabel | RadiusLine;

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

/**
 * Keeps the labels of every drawing on the map while connected: each drawing's labels are
 * worked out once per change of that drawing (a drag changes one), its unchanged segments'
 * labels remembered, then all are sent together.
 */
export class MeasureLabels {
  readonly #composer: MapComposer;
  #language: Language;
  #words: MeasureWords;
  #cache = new WeakMap<DrawnShape, MeasureFeature[]>();
  readonly #segments = new RememberedSegments();
  #stop: (() => void) | null = null;

  constructor(composer: MapComposer, language: Language, words: MeasureWords) {
    this.#composer = composer;
    this.#language = language;
    this.#words = words;
  }

  connect(): void {
    if (this.#stop) return;
    if (!this.#composer.has(MEASURES_LAYER_ID)) this.#composer.add(measuresDescriptor());
    this.#stop = useDrawing.subscribe((state, previous) => {
      if (state.shapes !== previous.shapes || state.current !== previous.current) this.#send();
    });
    this.#send();
  }

  /** The language changed: every label is written again. */
  setWords(language: Language, words: MeasureWords): void {
    if (language === this.#language && JSON.stringify(words) === JSON.stringify(this.#words))
      return;
    this.#language = language;
    this.#words = words;
    this.#cache = new WeakMap();
    this.#send();
  }

  disconnect(): void {
    this.#stop?.();
    this.#stop = null;
    this.#composer.remove(MEASURES_LAYER_ID);
  }

  #labelsOf(shape: DrawnShape): MeasureFeature[] {
    let features = this.#cache.get(shape);
    if (!features) {
      features = measureLabels(
        shape.drawing,
        this.#language,
        this.#words,
        this.#segments.labellerFor(shape.id, this.#language),
      );
      this.#cache.set(shape, features);
    }
    return features;
  }

  #send(): void {
    // The composer holds MapLibre's map; its own type names only what composing needs.
    const map = this.#composer.map as unknown as MapLibreMap | null;
    const source = map?.getSource<GeoJSONSource>(mapId(MEASURES_LAYER_ID, 'measures'));
    if (!source) return;
    const { shapes, current } = useDrawing.getState();
    const all = current ? [...shapes, current] : shapes;
    const collection = {
      type: 'FeatureCollection',
      features: all.flatMap((shape) => this.#labelsOf(shape)),
    };
    this.#segments.turn(all.map((shape) => shape.id));
    // The domain's positions are read-only tuples; MapLibre only reads them.
    source.setData(collection as unknown as FeatureCollection);
  }
}
