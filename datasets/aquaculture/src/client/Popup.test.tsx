// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteWeekHealth } from '../manifest.js';
import { setFishHealthState } from './fish-health-store.js';
import Popup from './Popup.js';

afterEach(cleanup);

const site: SiteWeekHealth = {
  localityNo: 90002,
  hasPd: true,
  hasIla: false,
  avgAdultFemaleLice: 0.3,
  hasReportedLice: true,
  isFallow: false,
  liceLimit: 0.2,
  disease: 'pd',
  lice: 'aboveLimit',
};

const feature = {
  datasetId: 'aquaculture',
  featureId: '90002',
  properties: { loknr: 90002, name: 'Demo Selbjørnsfjorden' },
};

describe('aquaculture popup', () => {
  it('shows the site and its health in the selected week, and follows the week', () => {
    setFishHealthState({ week: { year: 2026, week: 17 }, health: null, status: 'loading' });
    render(<Popup feature={feature} onClose={() => undefined} />);
    expect(screen.getByText('Henter ukens fiskehelse …')).toBeTruthy();

    act(() =>
      setFishHealthState({
        health: { year: 2026, week: 17, localities: [site], demoData: true },
        status: 'ready',
      }),
    );
    expect(screen.getByText('Demo Selbjørnsfjorden')).toBeTruthy();
    expect(screen.getByTestId('aquaculture-pd').textContent).toBe('Ja');
    expect(screen.getByTestId('aquaculture-isa').textContent).toBe('Nei');
    expect(screen.getByTestId('aquaculture-lice').textContent).toBe('0,3 (Over lusegrensen)');

    // A week that does not list the site: nothing reported.
    act(() =>
      setFishHealthState({
        week: { year: 2026, week: 18 },
        health: { year: 2026, week: 18, localities: [], demoData: true },
      }),
    );
    expect(screen.getByTestId('aquaculture-lice').textContent).toBe('Ikke rapportert');
    expect(screen.getByTestId('aquaculture-pd').textContent).toBe('Nei');
  });

  it('says so when the week could not be loaded', () => {
    setFishHealthState({ health: null, status: 'failed' });
    render(<Popup feature={feature} onClose={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('Ukens fiskehelse kunne ikke hentes');
  });
});
