// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/api-client.js';
import { setLiveMap, type LiveMap } from '../map/position/live.js';
import { useSettings } from '../settings/settings.store.js';
import { startUserDataSync } from './user-data.js';

function server(saved: Record<string, unknown>, failWrites = false) {
  const bodies: unknown[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>((_url, init) => {
    if (init?.method === 'POST' || init?.method === 'DELETE') {
      if (failWrites) return Promise.resolve(new Response('down', { status: 503 }));
      bodies.push(JSON.parse(String(init.body ?? '{}')));
      return Promise.resolve(Response.json(bodies.at(-1)));
    }
    return Promise.resolve(Response.json(saved));
  });
  return { api: createApiClient({ fetch, log: () => undefined }), bodies, fetch };
}

describe('the signed-in user data (spec 01 §4 step 3, §8)', () => {
  it('applies settings, map state and language, and saves changes with unknown sections kept', async () => {
    localStorage.clear();
    useSettings.setState({ values: {} });
    const saved = {
      settingsV2: { utcTime: true, graticule: false },
      mapState: { center: [10.5, 63.4], zoom: 7 },
      language: 'en-US',
      favourites: [{ id: 'f1', name: 'Home' }],
      polarDisabledIds: ['x'],
    };
    const { api, bodies } = server(saved);
    const language = vi.fn();
    const sync = await startUserDataSync(api, 'havkart', language, () => undefined);
    expect(useSettings.getState().values).toMatchObject({ utcTime: true, graticule: false });
    expect(JSON.parse(localStorage.getItem('havkart.mapState') ?? '{}')).toEqual({
      center: [10.5, 63.4],
      zoom: 7,
    });
    expect(language).toHaveBeenCalledWith('en-US');

    useSettings.getState().set('line62North', true);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      favourites: [{ id: 'f1', name: 'Home' }],
      polarDisabledIds: ['x'],
      settingsV2: { utcTime: true, line62North: true },
    });
    expect(sync.current()).toEqual(bodies[0]);
  });

  it('a failed save is logged and local storage keeps the value', async () => {
    localStorage.clear();
    useSettings.setState({ values: {} });
    const { api } = server({}, true);
    const log = vi.fn();
    await startUserDataSync(api, 'havkart', () => undefined, log);
    useSettings.getState().set('utcTime', true);
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('Saving user data failed', expect.anything()),
    );
    expect(JSON.parse(localStorage.getItem('havkart.settings') ?? '{}')).toMatchObject({
      utcTime: true,
    });
  });

  it('sends one save at a time, so a slow earlier save cannot overwrite a later one', async () => {
    localStorage.clear();
    useSettings.setState({ values: {} });
    const bodies: Record<string, unknown>[] = [];
    const answers: (() => void)[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const fetch = vi.fn<typeof globalThis.fetch>((_url, init) => {
      if (init?.method !== 'POST') return Promise.resolve(Response.json({}));
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      return new Promise((resolve) =>
        answers.push(() => {
          inFlight -= 1;
          resolve(Response.json(body));
        }),
      );
    });
    const api = createApiClient({ fetch, log: () => undefined });
    const sync = await startUserDataSync(
      api,
      'havkart',
      () => undefined,
      () => undefined,
    );

    useSettings.getState().set('line62North', true);
    void sync.save('mapState', { center: [14.9, 68.2], zoom: 6.5 });
    void sync.save('language', 'en-US');
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers.shift()!();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers.shift()!();
    await vi.waitFor(() => expect(inFlight).toBe(0));

    expect(mostInFlight).toBe(1);
    // The changes made while the first save was out go together in the second.
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      settingsV2: { line62North: true },
      mapState: { center: [14.9, 68.2], zoom: 6.5 },
      language: 'en-US',
    });
  });

  it('moves a live map to the saved view instead of racing its address updates', async () => {
    localStorage.clear();
    useSettings.setState({ values: {} });
    const jumpTo = vi.fn();
    const map: LiveMap = {
      jumpTo,
      fitBounds: vi.fn(),
      panTo: vi.fn(),
      getCenter: () => ({ lng: 0, lat: 0 }),
      getZoom: () => 0,
      on: vi.fn(),
      off: vi.fn(),
    };
    setLiveMap(map);
    try {
      const { api } = server({ mapState: { center: [14.9, 68.2], zoom: 6.5 } });
      await startUserDataSync(
        api,
        'havkart',
        () => undefined,
        () => undefined,
      );
      expect(jumpTo).toHaveBeenCalledWith({ center: [14.9, 68.2], zoom: 6.5 });
    } finally {
      setLiveMap(null);
    }
  });
});
