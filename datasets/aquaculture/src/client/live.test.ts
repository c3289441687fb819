// @vitest-environment happy-dom
import type { DatasetLiveHost } from '@havkart/datasets-core/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceSelectedWeek, fishHealthState } from './fish-health-store.js';
import { aquacultureLive } from './live.js';

const SITES = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: { loknr: 1 }, geometry: null }],
};
const week = (n: number) => ({
  localities: [{ localityNo: 1, disease: n >= 10 ? 'isa' : 'none', lice: 'belowLimit' }],
});

let asked: string[];
let states: [number, Record<string, unknown>][];
let styleListeners: Set<() => void>;
let source: { setData: (data: unknown) => void };

function host(): DatasetLiveHost {
  const map = {
    getSource: () => source,
    setFeatureState: (feature: { id: number }, state: Record<string, unknown>) =>
      states.push([feature.id, state]),
    on: (_type: string, listener: () => void) => styleListeners.add(listener),
    off: (_type: string, listener: () => void) => styleListeners.delete(listener),
  };
  // Only what the live part calls; the rest of the host is not used here.
  return {
    map: () => map,
    mapId: (key: string) => `aquaculture:${key}`,
    onChange: () => () => {},
    log: { warn: vi.fn(), error: vi.fn() },
  } as unknown as DatasetLiveHost;
}

beforeEach(() => {
  asked = [];
  states = [];
  styleListeners = new Set();
  source = { setData: vi.fn() };
  window.history.replaceState(null, '', '/fiskehelse/embed/?year=2026&week=5#map=10/62/5');
  vi.stubGlobal('fetch', (url: URL) => {
    asked.push(url.pathname);
    const n = Number(url.pathname.split('/').pop());
    const body = url.pathname.endsWith('/geojson') ? SITES : week(n);
    return Promise.resolve(new Response(JSON.stringify(body)));
  });
});
afterEach(() => vi.unstubAllGlobals());

const settled = () => vi.waitFor(() => expect(fishHealthState().status).toBe('ready'));

describe('the fish-health live part', () => {
  it('loads the address’s week, then an announced week, with no timer running', async () => {
    vi.useFakeTimers();
    const live = aquacultureLive(host());
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    await settled();
    expect(asked).toContain('/api/v1/geodata/fishhealth/locality/2026/5');
    expect(states).toContainEqual([1, { disease: 'none', lice: 'belowLimit' }]);

    announceSelectedWeek({ year: 2026, week: 15 });
    await vi.waitFor(() => expect(fishHealthState().week).toEqual({ year: 2026, week: 15 }));
    await settled();
    expect(states.at(-1)).toEqual([1, { disease: 'isa', lice: 'belowLimit' }]);
    // The same week again fetches nothing.
    const before = asked.length;
    announceSelectedWeek({ year: 2026, week: 15 });
    expect(asked).toHaveLength(before);
    live.stop();
    expect(styleListeners.size).toBe(0);
    announceSelectedWeek({ year: 2026, week: 20 });
    expect(asked).toHaveLength(before);
  });

  it('puts the sites into a source that replaced the first when the style reloads', async () => {
    const live = aquacultureLive(host());
    await vi.waitFor(() => expect(source.setData).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(states).toHaveLength(1));
    source = { setData: vi.fn() };
    states = [];
    for (const listener of styleListeners) listener();
    expect(source.setData).toHaveBeenCalledWith(SITES);
    expect(states).toEqual([[1, { disease: 'none', lice: 'belowLimit' }]]);
    live.stop();
  });
});
