import { destinationPoint, type LonLat } from '@havkart/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentCoordinates,
  geometryTypeOf,
  selectedShape,
  useDrawing,
  type DrawnShape,
} from './drawing.store.js';
import { measureSummary, type SummaryWords } from './measure-summary.js';

const A: LonLat = [5, 60];
const B: LonLat = [5.1, 60];
const line = (id: string, points: readonly LonLat[]): DrawnShape => ({
  id,
  drawing: { kind: 'line', points },
});

describe('drawing state (R17.01)', () => {
  beforeEach(() => {
    useDrawing.setState({ open: false, mode: null, kind: null, current: null, shapes: [] });
    useDrawing.getState().clear();
  });

  it('holds the mode, the kind drawn and the current coordinates while drawing', () => {
    const state = useDrawing.getState();
    state.setOpen(true);
    state.chooseTool('draw', 'line');
    state.drawing(line('a', [A, B]));
    const now = useDrawing.getState();
    expect(now).toMatchObject({ open: true, mode: 'draw', kind: 'line' });
    expect(currentCoordinates(now)).toEqual([A, B]);
    expect(geometryTypeOf('line')).toEqual({ geometryType: 'LineString', shape: null });
    expect(geometryTypeOf('area')).toEqual({ geometryType: 'Polygon', shape: null });
    expect(geometryTypeOf('circle')).toEqual({ geometryType: 'Polygon', shape: 'circle' });
    state.chooseTool('edit', 'line');
    expect(useDrawing.getState()).toMatchObject({ mode: 'edit', kind: null });
  });

  it('moves a finished drawing from under way to the drawings and selects it', () => {
    const state = useDrawing.getState();
    state.drawing(line('a', [A]));
    state.finished(line('a', [A, B]));
    const now = useDrawing.getState();
    expect(now.current).toBeNull();
    expect(now.shapes.map((shape) => shape.id)).toEqual(['a']);
    expect(selectedShape(now)?.drawing).toEqual({ kind: 'line', points: [A, B] });
    // An edit replaces it in place.
    state.finished(line('a', [B, A]));
    expect(useDrawing.getState().shapes).toHaveLength(1);
  });

  it('forgets a cancelled drawing and a removed one, and clears all', () => {
    const state = useDrawing.getState();
    state.finished(line('a', [A, B]));
    state.finished(line('b', [B, A]));
    state.drawing(line('c', [A]));
    state.removed('c');
    expect(useDrawing.getState().current).toBeNull();
    state.removed('b');
    expect(useDrawing.getState().selectedId).toBe('a');
    state.clear();
    expect(useDrawing.getState()).toMatchObject({ shapes: [], current: null, selectedId: null });
  });

  it('puts the tool down when the controls close', () => {
    const state = useDrawing.getState();
    state.setOpen(true);
    state.chooseTool('draw', 'area');
    state.setOpen(false);
    expect(useDrawing.getState()).toMatchObject({ open: false, mode: null, kind: null });
  });
});

describe('measures in the draw controls', () => {
  const words: SummaryWords = {
    points: 'Points',
    length: 'Length',
    areaSize: 'Area',
    radius: 'Radius',
    circumference: 'Circumference',
    emptyArea: 'An area needs at least three points.',
  };

  it('gives a line its points and length with nautical miles', () => {
    const end = destinationPoint(A, 90, 1852);
    expect(measureSummary({ kind: 'line', points: [A, end] }, 'en-US', words)).toEqual([
      ['Points', '2'],
      ['Length', '1.85 km (1.00 NM)'],
    ]);
  });

  it('says an area under three corners is empty', () => {
    expect(measureSummary({ kind: 'area', points: [A, B] }, 'en-US', words)).toEqual([
      ['Points', '2'],
      ['Area', 'An area needs at least three points.'],
    ]);
  });

  it('gives a circle its radius, circumference and area', () => {
    const edge = destinationPoint(A, 0, 500);
    expect(measureSummary({ kind: 'circle', centre: A, edge }, 'nb-NO', words)).toEqual([
      ['Radius', '500 m (0,27 nm)'],
      ['Circumference', '3,14 km (1,69 nm)'],
      ['Area', '0,78 km²'],
    ]);
  });
});
