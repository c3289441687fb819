// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZoneLink } from './ZoneLink.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const zones = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 'ila-1',
      properties: { id: 'ila-1', name: 'ILA-sone Breisundet' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [5.6, 62.25],
            [6.4, 62.25],
            [6.4, 62.65],
            [5.6, 62.65],
            [5.6, 62.25],
          ],
        ],
      },
    },
  ],
};

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_input: URL | string) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const link = (point: [number, number]) => (
  <ZoneLink kind="isa" point={point} year={2026} week={15} language="nb-NO" />
);

describe('control area link (R25.07)', () => {
  it('names the ISA control area a site lies in, asked for the site’s week', async () => {
    const fetch = answer(zones);
    render(link([6.0, 62.45]));
    fireEvent.click(screen.getByRole('button', { name: 'ILA-kontrollområde' }));
    expect(await screen.findByText('Lokaliteten ligger i ILA-sone Breisundet')).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toMatch(
      /\/api\/v1\/geodata\/fishhealth\/ilaprotectionzone\/2026\/15$/,
    );
  });

  it('says the ISA control area could not be found for a site outside every area', async () => {
    answer(zones);
    render(link([14.6, 67.98]));
    fireEvent.click(screen.getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ILA-kontrollområdet ble ikke funnet',
    );
  });

  it('says the same when the areas cannot be fetched', async () => {
    answer({ title: 'Bad Gateway' }, 502);
    render(<ZoneLink kind="pd" point={[5, 60]} year={2026} week={15} language="en-US" />);
    fireEvent.click(screen.getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The PD control area could not be found',
    );
  });
});
