import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FETCH_AHEAD_MAX_TILES,
  fetchAheadWhilePlaying,
  tilesAhead,
  type AheadService,
  type MapViewNow,
} from './forecast-time.prefetch.js';
import { useForecastTime } from './forecast-time.store.js';

const T0 = '2026-11-27T12:00:00Z';
const T1 = '2026-11-27T13:00:00Z';
const T2 = '2026-11-27T14:00:00Z';

/** A view over the sea west of Bergen at zoom 6.4: two by two tiles at z6. */
const BERGEN: MapViewNow = { bounds: [0.5, 58, 6.5, 61.5], zoom: 6.4 };

function service(template: string, overrides: Partial<AheadService> = {}): AheadService {
  return {
    dataset: { minZoom: 0, maxZoom: 14 },
    flags: { active: true },
    followsSelectedTime: () => template.includes('{time}'),
    dataUrlAt: (time) => template.replace('{time}', time),
    ...overrides,
  };
}

const WAVES = '/tiles/waveforecast/{z}/{x}/{y}.pbf?time={time}';

describe('the tiles fetched ahead', () => {
  it('are the view’s tiles at the map’s zoom, for the given time', () => {
    expect(tilesAhead([service(WAVES)], T1, BERGEN)).toEqual([
      `/tiles/waveforecast/6/32/18.pbf?time=${T1}`,
      `/tiles/waveforecast/6/33/18.pbf?time=${T1}`,
      `/tiles/waveforecast/6/32/19.pbf?time=${T1}`,
      `/tiles/waveforecast/6/33/19.pbf?time=${T1}`,
    ]);
  });

  it('stay within the dataset’s tile zoom range', () => {
    const shallow = service(WAVES, { dataset: { minZoom: 0, maxZoom: 14, tileMaxZoom: 4 } });
    const urls = tilesAhead([shallow], T1, { ...BERGEN, zoom: 9 });
    expect(urls.every((url) => url.startsWith('/tiles/waveforecast/4/'))).toBe(true);
  });

  it('leave out inactive datasets, those that do not follow the time, and GeoJSON', () => {
    const services = [
      service(WAVES, { flags: { active: false } }),
      service('/tiles/depth/{z}/{x}/{y}.pbf'),
      service('/api/v1/datasets/weatherwarnings/geojson?time={time}'),
    ];
    expect(tilesAhead(services, T1, BERGEN)).toEqual([]);
  });

  it('are none for a view wider than the cap at its zoom', () => {
    const wide: MapViewNow = { bounds: [-20, 50, 40, 80], zoom: 7 };
    expect(tilesAhead([service(WAVES)], T1, wide)).toEqual([]);
    expect(FETCH_AHEAD_MAX_TILES).toBeGreaterThanOrEqual(4);
  });
});

describe('fetching ahead while playing', () => {
  const fetched: string[] = [];
  let stop: () => void;

  beforeEach(() => {
    fetched.length = 0;
    useForecastTime.setState({ times: [T0, T1, T2], selected: T0, picked: false, playing: false });
    stop = fetchAheadWhilePlaying(
      () => [service(WAVES)],
      () => BERGEN,
      async (url) => fetched.push(url),
    );
  });
  afterEach(() => stop());

  const timesFetched = () => [...new Set(fetched.map((url) => url.split('time=')[1]))];

  it('fetches the next step when play starts and after each step, nothing past the last', () => {
    useForecastTime.getState().setPlaying(true);
    expect(timesFetched()).toEqual([T1]);
    expect(fetched).toHaveLength(4);
    useForecastTime.getState().step(1);
    expect(timesFetched()).toEqual([T1, T2]);
    useForecastTime.getState().step(1);
    expect(fetched).toHaveLength(8);
  });

  it('fetches nothing while paused, when the user moves the slider by hand', () => {
    useForecastTime.getState().step(1);
    expect(fetched).toEqual([]);
  });

  it('shrugs off a failed fetch', async () => {
    stop();
    const failing = vi.fn().mockRejectedValue(new Error('offline'));
    stop = fetchAheadWhilePlaying(
      () => [service(WAVES)],
      () => BERGEN,
      failing,
    );
    useForecastTime.getState().setPlaying(true);
    expect(failing).toHaveBeenCalledTimes(4);
    await Promise.resolve();
  });
});
