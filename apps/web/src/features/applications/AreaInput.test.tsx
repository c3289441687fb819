// @vitest-environment happy-dom
import { destinationPoint, type LonLat } from '@havkart/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n.js';
import { useDrawing } from '../drawing/drawing.store.js';
import { parseArea } from './area.js';
import { AreaInput, areaTextOfDrawing } from './AreaInput.js';

const tool = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock('../drawing/session-host.js', () => ({
  drawingSession: () => ({ setTool: (...args: unknown[]) => tool.calls.push(args) }),
}));

const A: LonLat = [5, 60];
const B: LonLat = [5.1, 60];
const C: LonLat = [5.1, 60.1];

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en-US');
});
beforeEach(() => {
  tool.calls.length = 0;
  useDrawing.setState({ open: false, mode: null, kind: null, current: null, shapes: [] });
  useDrawing.getState().clear();
});
afterEach(cleanup);

function show(props: { drawable?: boolean } = {}) {
  const onChange = vi.fn<(text: string) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <AreaInput value="" onChange={onChange} geometry={null} {...props} />
    </I18nextProvider>,
  );
  return onChange;
}

describe('the area of interest drawn on the map (R12.09)', () => {
  it('writes a drawn area as a closed Polygon the form accepts', () => {
    const text = areaTextOfDrawing({ kind: 'area', points: [A, B, C] });
    expect(JSON.parse(text!)).toEqual({ type: 'Polygon', coordinates: [[A, B, C, A]] });
    expect(parseArea(text!)).toEqual({
      geometry: { type: 'Polygon', coordinates: [[A, B, C, A]] },
    });
  });

  it('writes a circle as its 33-position ring, and nothing for a line or a two-corner area', () => {
    const circle = areaTextOfDrawing({
      kind: 'circle',
      centre: A,
      edge: destinationPoint(A, 0, 800),
    });
    expect(JSON.parse(circle!).coordinates[0]).toHaveLength(33);
    expect(areaTextOfDrawing({ kind: 'line', points: [A, B, C] })).toBeNull();
    expect(areaTextOfDrawing({ kind: 'area', points: [A, B] })).toBeNull();
  });

  it('opens the draw controls with the area tool and fills the field with the area finished', async () => {
    // An area drawn before the button was pressed is not the applicant's answer.
    useDrawing.getState().finished({ id: 'old', drawing: { kind: 'area', points: [C, B, A] } });
    const onChange = show();
    await userEvent.click(screen.getByRole('button', { name: 'Draw on the map' }));
    expect(useDrawing.getState().open).toBe(true);
    await vi.waitFor(() => expect(tool.calls).toEqual([['draw', 'area']]));
    expect(onChange).not.toHaveBeenCalled();

    act(() => {
      useDrawing.getState().drawing({ id: 'new', drawing: { kind: 'area', points: [A, B] } });
      useDrawing.getState().finished({ id: 'line', drawing: { kind: 'line', points: [A, B] } });
    });
    expect(onChange).not.toHaveBeenCalled();

    act(() => {
      useDrawing.getState().finished({ id: 'new', drawing: { kind: 'area', points: [A, B, C] } });
    });
    expect(onChange).toHaveBeenLastCalledWith(
      JSON.stringify({ type: 'Polygon', coordinates: [[A, B, C, A]] }),
    );
    // Moving a corner afterwards updates the field.
    act(() => {
      useDrawing
        .getState()
        .finished({ id: 'new', drawing: { kind: 'area', points: [A, B, [5.2, 60.1]] } });
    });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(JSON.parse(onChange.mock.lastCall![0]).coordinates[0][2]).toEqual([5.2, 60.1]);
  });

  it('leaves the button out when the form asks for no drawing', () => {
    show({ drawable: false });
    expect(screen.queryByTestId('area-draw-on-map')).toBeNull();
  });
});
