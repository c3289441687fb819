// The drawing tool on the live map: Terra Draw draws and edits lines, areas and circles; what
// it reports goes through our rules into the drawing store. Its MapLibre adapter adds its own
// layers, in the band the composer keeps for it above every dataset.
import {
  circleRing,
  closedRing,
  type Drawing,
  type DrawingKind,
  type LonLat,
} from '@havkart/domain';
import type { MapTheme } from '@havkart/theme';
import {
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawLineStringMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
  type HexColor,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { claimMapClicks } from '../../map/map-clicks.js';
import { DRAWING_BAND_SORT_KEY, type MapComposer } from '../../map/composer.js';
import { DRAWING_BAND_ID } from './drawing.layers.js';
import { drawingOfToolFeature, TOOL_MODES } from './drawing.rules.js';
import { useDrawing, type DrawingMode } from './drawing.store.js';

/** Terra Draw's mode that draws nothing and leaves the map's gestures alone. */
const IDLE_MODE = 'static';
const EDIT_MODE = 'select';

const editableCoordinates = {
  feature: {
    draggable: true,
    coordinates: { draggable: true, deletable: true, midpoints: true },
  },
};

/** The tool's look in a theme: the map's selection colour, as the measure labels' radius. */
function modeStyles(theme: MapTheme) {
  // The theme's colours are hex; Terra Draw's type spells that out.
  const colour = theme.selection as HexColor;
  const shape = { fillColor: colour, fillOpacity: 0.15, outlineColor: colour, outlineWidth: 2 };
  return {
    line: { lineStringColor: colour, lineStringWidth: 3, closingPointColor: colour },
    area: shape,
    circle: shape,
    edit: {
      selectedLineStringColor: colour,
      selectedPolygonColor: colour,
      selectedPolygonOutlineColor: colour,
      selectionPointColor: colour,
      midPointColor: colour,
    },
  };
}

function createModes(styles: ReturnType<typeof modeStyles>) {
  return {
    line: new TerraDrawLineStringMode({ styles: styles.line }),
    area: new TerraDrawPolygonMode({ styles: styles.area }),
    // Shown while dragging only: the ring kept is ours (32 steps on the app's sphere).
    circle: new TerraDrawCircleMode({ styles: styles.circle, segments: 32, projection: 'globe' }),
    edit: new TerraDrawSelectMode({
      flags: {
        [TOOL_MODES.line]: editableCoordinates,
        [TOOL_MODES.area]: editableCoordinates,
        // A circle moves whole, and any point of its ring dragged resizes it about its centre
        // (keeping it round); on letting go the ring is ours again, through its new edge.
        [TOOL_MODES.circle]: {
          feature: { draggable: true, coordinates: { resizable: 'center-fixed' } },
        },
      },
      styles: styles.edit,
    }),
  };
}

const isEditableTarget = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** One drawing tool on one map, for the life of that map. */
export class DrawingSession {
  readonly #map: MapLibreMap;
  readonly #composer: MapComposer;
  readonly #draw: TerraDraw;
  readonly #modes: ReturnType<typeof createModes>;
  /** Ids of drawings finished (all others the tool reports are under way). */
  readonly #finished = new Set<string>();
  #releaseClicks: (() => void) | null = null;

  constructor(map: MapLibreMap, composer: MapComposer, theme: MapTheme) {
    this.#map = map;
    this.#composer = composer;
    const { beforeLayerId } = composer.reserveForeignBand(DRAWING_BAND_ID, DRAWING_BAND_SORT_KEY);
    this.#modes = createModes(modeStyles(theme));
    this.#draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({
        map,
        renderBelowLayerId: beforeLayerId,
        prefixId: 'drawing-tool',
      }),
      modes: Object.values(this.#modes),
    });
    this.#draw.start();
    this.#draw.on('change', (ids, type) => this.#changed(ids.map(String), type));
    this.#draw.on('finish', (id) => this.#finish(String(id)));
    document.addEventListener('keydown', this.#onKeyDown);
  }

  /** Redraws the tool in a theme's colours (day or night), on the live map. */
  restyle(theme: MapTheme): void {
    const styles = modeStyles(theme);
    for (const key of Object.keys(this.#modes) as (keyof typeof styles)[]) {
      this.#draw.setModeStyles(this.#modes[key].mode, styles[key]);
    }
  }

  /** Draw a kind, edit the drawings, or neither (the map's clicks go back to the map). */
  setTool(mode: DrawingMode | null, kind: DrawingKind | null = null): void {
    const name =
      mode === 'edit' ? EDIT_MODE : mode === 'draw' && kind ? this.#modes[kind].mode : IDLE_MODE;
    this.#draw.setMode(name);
    useDrawing.getState().chooseTool(mode, kind);
    if (name === IDLE_MODE) {
      this.#releaseClicks?.();
      this.#releaseClicks = null;
    } else {
      this.#releaseClicks ??= claimMapClicks();
    }
  }

  /**
   * Places a point where the touch pointer's cross is (the map's centre), as a click there
   * would: with no mouse, panning the map under the cross aims.
   */
  addPointAtCentre(): void {
    const { kind, mode } = useDrawing.getState();
    if (mode !== 'draw' || !kind) return;
    const { lng, lat } = this.#map.getCenter();
    const { x, y } = this.#map.project([lng, lat]);
    const event = {
      lng,
      lat,
      containerX: x,
      containerY: y,
      button: 'left' as const,
      heldKeys: [],
      isContextMenu: false,
    };
    // As a mouse would: the pointer arrives, then clicks (a circle takes its size from the
    // pointer's way there, not from the click).
    this.#modes[kind].onMouseMove(event);
    this.#modes[kind].onClick(event);
  }

  /** Finishes the drawing under way (Enter). */
  finish(): void {
    this.#sendKey('Enter');
  }

  /** Drops the drawing under way (Escape). */
  cancel(): void {
    this.#sendKey('Escape');
  }

  /** Drops the last point placed of the drawing under way (Backspace). */
  dropLastPoint(): void {
    const { kind, mode } = useDrawing.getState();
    if (mode !== 'draw' || (kind !== 'line' && kind !== 'area')) return;
    this.#modes[kind].undo();
  }

  /** Removes every drawing. */
  clear(): void {
    this.cancel();
    this.#draw.clear();
    this.#finished.clear();
    useDrawing.getState().clear();
  }

  stop(): void {
    this.setTool(null);
    document.removeEventListener('keydown', this.#onKeyDown);
    this.#draw.stop();
    this.#composer.remove(DRAWING_BAND_ID);
    useDrawing.getState().clear();
  }

  /** Terra Draw reads its keys from the map canvas, as they are let go. */
  #sendKey(key: string): void {
    this.#map.getCanvas().dispatchEvent(new KeyboardEvent('keyup', { key }));
  }

  /**
   * Backspace drops the last point wherever the focus is (bar a text field). Enter and Escape
   * reach Terra Draw on the canvas by themselves; pressed with the focus elsewhere, such as
   * on the tool's button just chosen, they go to it too, instead of pressing that button.
   */
  readonly #onKeyDown = (event: KeyboardEvent): void => {
    if (isEditableTarget(event.target)) return;
    const { mode, current } = useDrawing.getState();
    if (mode !== 'draw') return;
    if (event.key === 'Backspace') {
      event.preventDefault();
      this.dropLastPoint();
      return;
    }
    const toTool = event.key === 'Enter' || event.key === 'Escape';
    if (!toTool || !current || event.target === this.#map.getCanvas()) return;
    event.preventDefault();
    this.#sendKey(event.key);
  };

  #read(id: string): Drawing | null {
    const feature = this.#draw.getSnapshotFeature(id) as GeoJSONStoreFeatures | undefined;
    return feature ? drawingOfToolFeature(feature) : null;
  }

  #changed(ids: readonly string[], type: string): void {
    const store = useDrawing.getState();
    for (const id of ids) {
      if (type === 'delete') {
        this.#finished.delete(id);
        store.removed(id);
        continue;
      }
      const drawing = this.#read(id);
      if (!drawing) continue;
      if (this.#finished.has(id)) store.finished({ id, drawing });
      else store.drawing({ id, drawing });
    }
  }

  #finish(id: string): void {
    const drawing = this.#read(id);
    if (!drawing) return;
    this.#finished.add(id);
    // What the tool keeps becomes what our rules give: a circle's ring ours, a line or an area
    // no longer than the shared limit.
    const geometry = toolGeometry(drawing);
    const kept = this.#draw.getSnapshotFeature(id)?.geometry;
    if (geometry && JSON.stringify(kept?.coordinates) !== JSON.stringify(geometry.coordinates)) {
      this.#draw.updateFeatureGeometry(id, geometry);
    }
    useDrawing.getState().finished({ id, drawing });
  }
}

/** Terra Draw refuses coordinates finer than its precision: 9 decimals (about 0.1 mm). */
const TOOL_PRECISION = 1e9;
const toToolPosition = ([lng, lat]: LonLat): [number, number] => [
  Math.round(lng * TOOL_PRECISION) / TOOL_PRECISION,
  Math.round(lat * TOOL_PRECISION) / TOOL_PRECISION,
];

/** A drawing's geometry as the tool holds it; null for an empty area (the tool keeps none). */
function toolGeometry(
  drawing: Drawing,
):
  | { type: 'LineString'; coordinates: [number, number][] }
  | { type: 'Polygon'; coordinates: [number, number][][] }
  | null {
  if (drawing.kind === 'circle') {
    return { type: 'Polygon', coordinates: [circleRing(drawing).map(toToolPosition)] };
  }
  if (drawing.kind === 'line') {
    return { type: 'LineString', coordinates: drawing.points.map(toToolPosition) };
  }
  const ring = closedRing(drawing.points);
  return ring.length === 0 ? null : { type: 'Polygon', coordinates: [ring.map(toToolPosition)] };
}
