// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.js';
import { useAreaActivity } from './area-activity.store.js';
import { AreaVesselList } from './AreaVesselList.js';

const NOW = Date.parse('2026-01-15T12:00:00Z');
let en: I18n;
beforeAll(async () => {
  en = await createI18n('en-US');
});
afterEach(cleanup);

describe('the area’s vessel rows (R22.10)', () => {
  it('show the name where known, else the MMSI, and select a vessel for its track', async () => {
    useAreaActivity.setState({
      dateRange: { from: NOW - 86_400_000, to: NOW },
      vessels: [
        { mmsi: 257100001, countryCode: 'NO', msgtime: '2026-01-15T11:00:00Z' },
        { mmsi: 265000001, countryCode: 'SE', msgtime: '2026-01-15T10:00:00Z' },
      ],
      names: new Map([[257100001, 'ALDA']]),
      selectedVessels: [],
    });
    render(
      <I18nextProvider i18n={en}>
        <MemoryRouter>
          <AreaVesselList />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'ALDA',
      '265000001',
    ]);
    const toggle = screen.getByRole('button', { name: 'Show the track of ALDA' });
    await userEvent.click(toggle);
    expect(useAreaActivity.getState()).toMatchObject({
      selectedVessels: [257100001],
      selectedDateTime: Date.parse('2026-01-15T11:00:00Z'),
    });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // Pressed again, the selection (and with it the track) goes.
    await userEvent.click(toggle);
    expect(useAreaActivity.getState().selectedVessels).toEqual([]);
  });
});
