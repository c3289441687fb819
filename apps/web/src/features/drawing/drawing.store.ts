// The drawing state (spec 01 §3; checklist R17.01): the drawings on the map, the one being
// drawn with its current coordinates, and whether the tools draw or edit. The drawing tool
// reports into it; the controls, the measure labels and whatever uses a drawing read it.
import type { Drawing, DrawingKind, LonLat } from '@havkart/domain';
import { create } from 'zustand';

/** A drawing on the map with the id the drawing tool knows it by. */
export interface DrawnShape {
  readonly id: string;
  readonly drawing: Drawing;
}

/** What the tools do: place points of a new drawing, or move those of drawings made. */
export type DrawingMode = 'draw' | 'edit';

export interface DrawingState {
  /** The draw controls are open (the measure control was pressed). */
  readonly open: boolean;
  /** Draw or edit; null while no tool is chosen. */
  readonly mode: DrawingMode | null;
  /** What a new drawing will be, while drawing. */
  readonly kind: DrawingKind | null;
  /** The drawing under way, its last point following the pointer; null between drawings. */
  readonly current: DrawnShape | null;
  /** Finished drawings, oldest first. */
  readonly shapes: readonly DrawnShape[];
  /** The finished drawing the controls act on (the last finished or the one edited). */
  readonly selectedId: string | null;
  setOpen(open: boolean): void;
  chooseTool(mode: DrawingMode | null, kind?: DrawingKind | null): void;
  /** The drawing under way changed (a point placed, the pointer moved). */
  drawing(shape: DrawnShape): void;
  /** A drawing was finished or edited. */
  finished(shape: DrawnShape): void;
  /** A drawing was removed, or the one under way cancelled. */
  removed(id: string): void;
  clear(): void;
}

export const useDrawing = create<DrawingState>((set, get) => ({
  open: false,
  mode: null,
  kind: null,
  current: null,
  shapes: [],
  selectedId: null,
  setOpen: (open) => set(open ? { open } : { open, mode: null, kind: null, current: null }),
  chooseTool: (mode, kind = null) => set({ mode, kind: mode === 'draw' ? kind : null }),
  drawing: (shape) => set({ current: shape }),
  finished(shape) {
    const { shapes, current } = get();
    const known = shapes.some((item) => item.id === shape.id);
    set({
      shapes: known
        ? shapes.map((item) => (item.id === shape.id ? shape : item))
        : [...shapes, shape],
      current: current?.id === shape.id ? null : current,
      selectedId: shape.id,
    });
  },
  removed(id) {
    const { shapes, current, selectedId } = get();
    const rest = shapes.filter((item) => item.id !== id);
    set({
      shapes: rest,
      current: current?.id === id ? null : current,
      selectedId: selectedId === id ? (rest[rest.length - 1]?.id ?? null) : selectedId,
    });
  },
  clear: () => set({ shapes: [], current: null, selectedId: null }),
}));

/** The finished drawing the controls act on, if any. */
export function selectedShape(state: Pick<DrawingState, 'shapes' | 'selectedId'>) {
  return state.shapes.find((item) => item.id === state.selectedId) ?? null;
}

/** The geometry type and circle shape of a drawing, in the spec's terms (R17.01). */
export function geometryTypeOf(kind: DrawingKind): {
  geometryType: 'LineString' | 'Polygon';
  shape: 'circle' | null;
} {
  if (kind === 'line') return { geometryType: 'LineString', shape: null };
  return { geometryType: 'Polygon', shape: kind === 'circle' ? 'circle' : null };
}

/** The current coordinates (R17.01): those of the drawing under way. */
export function currentCoordinates(state: Pick<DrawingState, 'current'>): readonly LonLat[] {
  const drawing = state.current?.drawing;
  if (!drawing) return [];
  return drawing.kind === 'circle' ? [drawing.centre, drawing.edge] : drawing.points;
}
