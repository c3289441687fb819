// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VesselFilterPane from './VesselFilterPane.js';
import { vesselFilters } from './definitions.js';
import { setVesselFilterInputs } from './inputs.js';
import { effectiveVesselFilters, filterStateFromDefinition, type FilterState } from './state.js';

afterEach(cleanup);

const recent = () => new Date(Date.now() - 60_000).toISOString();
const old = () => new Date(Date.now() - 9 * 3_600_000).toISOString();

function load() {
  setVesselFilterInputs({
    vessels: [
      { mmsi: 257123456, msgtime: recent(), shipType: 70, navigationalStatus: 0 },
      { mmsi: 257123457, msgtime: recent(), shipType: 79, navigationalStatus: 5 },
      { mmsi: 265123456, msgtime: recent(), shipType: 30, navigationalStatus: 7 },
      { mmsi: 257000002, msgtime: old(), shipType: 70, navigationalStatus: 0 },
    ],
    favourites: new Set(),
    oldThresholdHours: 6,
    app: 'havkart',
  });
}

const count = (testId: string) =>
  within(screen.getByTestId(testId)).getByText(/^\d+$/).getAttribute('data-count');

describe('vessel filter pane', () => {
  it('shows how many loaded vessels each option covers, old ones hidden by default', () => {
    load();
    render(<VesselFilterPane filters={vesselFilters.map(filterStateFromDefinition)} />);
    expect(screen.getByTestId('vessel-filter-shown').getAttribute('data-shown')).toBe('3');
    expect(screen.getByTestId('vessel-filter-shown').getAttribute('data-total')).toBe('4');
    expect(count('vessel-filter-shipTypeCategories-cargo')).toBe('2');
    expect(count('vessel-filter-shipTypeCategories-fishing')).toBe('1');
    // The default app does not list pleasure craft: all_other stands for it.
    expect(screen.queryByTestId('vessel-filter-shipTypeCategories-pleasure_craft')).toBeNull();
    expect(screen.getByTestId('vessel-filter-shipTypeCategories-all_other')).toBeTruthy();
    expect(screen.getByText('Lasteskip')).toBeTruthy();
  });

  it('ticking a ship type saves it as an active filter, and the count follows', () => {
    load();
    const onChange = vi.fn<(filters: FilterState[]) => void>();
    const start = vesselFilters.map(filterStateFromDefinition);
    const { rerender } = render(<VesselFilterPane filters={start} onChange={onChange} />);
    const cargo = screen.getByTestId('vessel-filter-shipTypeCategories-cargo');
    fireEvent.click(within(cargo).getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledTimes(1);
    const saved = onChange.mock.calls[0]![0];
    expect(effectiveVesselFilters(saved).shipTypeCategories).toEqual(['cargo']);
    rerender(<VesselFilterPane filters={saved} onChange={onChange} />);
    expect(screen.getByTestId('vessel-filter-shown').getAttribute('data-shown')).toBe('2');
  });

  it('switching hideOldAis off counts the old position too', () => {
    load();
    const onChange = vi.fn<(filters: FilterState[]) => void>();
    const start = vesselFilters.map(filterStateFromDefinition);
    const { rerender } = render(<VesselFilterPane filters={start} onChange={onChange} />);
    fireEvent.click(within(screen.getByTestId('vessel-filter-hideOldAis')).getByRole('switch'));
    const saved = onChange.mock.calls[0]![0];
    expect(effectiveVesselFilters(saved).hideOldAis).toBe(false);
    rerender(<VesselFilterPane filters={saved} onChange={onChange} />);
    expect(screen.getByTestId('vessel-filter-shown').getAttribute('data-shown')).toBe('4');
  });

  it('refuses an MMSI with too many digits and says why', () => {
    load();
    const onChange = vi.fn();
    render(
      <VesselFilterPane
        filters={vesselFilters.map(filterStateFromDefinition)}
        onChange={onChange}
      />,
    );
    const input = within(screen.getByTestId('vessel-filter-mmsis')).getByRole('textbox');
    fireEvent.change(input, { target: { value: '2571234567' } });
    expect(screen.getByRole('alert').textContent).toContain('2571234567');
    expect(onChange).not.toHaveBeenCalled();
  });
});
