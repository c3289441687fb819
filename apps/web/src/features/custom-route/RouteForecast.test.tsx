// @vitest-environment happy-dom
import { planRoute } from '@havkart/domain';
import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { RouteForecast } from './RouteForecast.js';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../api/client.js', () => ({ apiClient: calls }));

const { createI18n } = await import('../../i18n/i18n.js');

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en-US');
});
afterEach(() => {
  cleanup();
  calls.get.mockReset();
  calls.post.mockReset();
});

const DEPARTURE = Date.parse('2026-03-01T10:00:00Z');
const plan = planRoute(
  [
    [60, 4.4],
    [60.1, 4.4],
  ],
  DEPARTURE,
  5,
);
const sea = {
  forecastTime: '2026-03-01T10:00:00Z',
  waveHeight: 2,
  waveDirection: 270,
  windSpeed: 8.3,
  windDirection: 270,
  currentSpeed: 0.3,
  currentDirection: 180,
};
const none = {
  forecastTime: null,
  waveHeight: null,
  waveDirection: null,
  windSpeed: null,
  windDirection: null,
  currentSpeed: null,
  currentDirection: null,
};

function show() {
  render(
    <I18nextProvider i18n={i18n}>
      <RouteForecast points={plan.points} utc />
    </I18nextProvider>,
  );
}

const rowCells = () =>
  screen
    .getAllByTestId('custom-route-forecast-row')
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('the forecast along the route (R16.07)', () => {
  it('asks with each point at its passing time and shows waves, wind and current', async () => {
    calls.post.mockResolvedValue({ routePoints: [sea, sea] });
    calls.get.mockResolvedValue({
      available_forecast_times: ['2026-03-03T00:00:00Z'],
      source: 'met',
    });
    show();
    await screen.findByTestId('custom-route-forecast');
    const [path, body] = calls.post.mock.calls[0]!;
    expect(path).toBe('/api/v1/geodata/waveforecast/route');
    expect(body.routePoints[1]).toMatchObject({
      lat: 60.1,
      lon: 4.4,
      passingTime: new Date(plan.arrival).toISOString(),
    });
    expect(rowCells()[0]).toEqual(['2.0 m W', '8.3 m/s W', '0.6 kn towards S']);
    expect(screen.queryByTestId('custom-route-forecast-demo')).toBeNull();
    expect(screen.queryByTestId('custom-route-forecast-ends')).toBeNull();
  });

  it("shows '–' where there is no value, and where the forecast ends", async () => {
    calls.post.mockResolvedValue({ routePoints: [sea, none] });
    calls.get.mockResolvedValue({
      available_forecast_times: ['2026-03-01T10:00:00Z'],
      source: 'demo',
    });
    show();
    await screen.findByTestId('custom-route-forecast');
    expect(rowCells()[1]).toEqual(['–', '–', '–']);
    expect(screen.getByTestId('custom-route-forecast-demo').textContent).toBe('Demo data');
    expect(screen.getByTestId('custom-route-forecast-ends').textContent).toBe(
      'Forecast ends 03/01/2026, 10:00 UTC',
    );
  });

  it('says the forecast is unavailable on a 503', async () => {
    calls.post.mockRejectedValue(
      new ApiError({ kind: 'http', method: 'POST', url: '/x', message: 'Down', status: 503 }),
    );
    calls.get.mockResolvedValue({ available_forecast_times: [], source: 'met' });
    show();
    expect((await screen.findByTestId('custom-route-forecast-failed')).textContent).toBe(
      'Forecast unavailable',
    );
  });
});
