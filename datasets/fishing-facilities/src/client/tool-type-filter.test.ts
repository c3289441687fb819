import { TOOL_TYPES } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { selectedToolTypes } from './layers.js';
import { shownToolTypes, toggleToolType, type PaneFilter } from './tool-type-filter.js';

const off: PaneFilter[] = [{ id: 'tooltypes', active: false, value: [], defaultValue: [] }];

describe('tool-type filter pane (R24.25)', () => {
  it('shows every type while off', () => {
    expect(shownToolTypes(off)).toEqual([...TOOL_TYPES]);
  });

  it('hides a type when it is unchecked, and turns itself off when all are back', () => {
    const withoutNets = toggleToolType(off, 'nets');
    expect(withoutNets[0]!.active).toBe(true);
    expect(shownToolTypes(withoutNets)).toEqual(TOOL_TYPES.filter((t) => t !== 'nets'));
    // What the layers read from the active-filter body.
    expect(selectedToolTypes({ toolTypes: withoutNets[0]!.value })).not.toContain('nets');
    const back = toggleToolType(withoutNets, 'nets');
    expect(back[0]).toMatchObject({ active: false, value: [] });
  });
});
