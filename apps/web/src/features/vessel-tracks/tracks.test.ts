// @vitest-environment happy-dom
import type { AisHttp } from '@havkart/dataset-ais/client';
import { themes } from '@havkart/theme';
import { beforeEach, describe, expect, it } from 'vitest';
import { MapComposer, type ComposableMap } from '../../map/composer.js';
import { useSettings } from '../../settings/settings.store.js';
import { connectTracksLayer } from './tracks.layers.js';
import { hideTrack, loadRecentTracks, showTrack, useTracks } from './tracks.store.js';

const NOW = Date.parse('2025-03-02T12:00:00Z');
const point = (minutesAgo: number, longitude: number, speed: number) => ({
  msgtime: new Date(NOW - minutesAgo * 60_000).toISOString(),
  latitude: 60,
  longitude,
  speedOverGround: speed,
});

/** The server's answers by path. */
function http(answers: Record<string, unknown>): AisHttp {
  const answer = (path: string) =>
    path in answers
      ? Promise.resolve(answers[path] as never)
      : Promise.reject(Object.assign(new Error('not found'), { status: 404 }));
  return { get: (path) => answer(path), post: (path) => answer(path) };
}

function fakeMap() {
  const sources = new Map<
    string,
    { data: { features: { properties: Record<string, unknown> }[] } }
  >();
  const layers = new Map<string, { paint: Record<string, unknown> }>();
  const map: ComposableMap = {
    addSource: (id, source) => sources.set(id, source as never),
    removeSource: (id) => sources.delete(id),
    addLayer: (layer) => layers.set(layer.id, layer as never),
    removeLayer: (id) => layers.delete(id),
    setPaintProperty: () => undefined,
    setLayoutProperty: () => undefined,
  };
  return { map, sources, layers };
}

const services = (answers: Record<string, unknown>) => ({
  http: http(answers),
  policies: () => Promise.resolve([] as string[]),
  now: () => NOW,
  log: () => undefined,
});

const LATEST = '/bwapi/v1/geodata/ais/257000001/opentracks';

beforeEach(() => {
  localStorage.clear();
  useSettings.setState({ values: {} });
  hideTrack();
  useTracks.setState({ recent: [], recentRequested: false });
});

describe('the asked-for track', () => {
  it('is fetched, drawn from zoom 7 as line and points, and hidden again', async () => {
    const composer = new MapComposer(themes.day);
    const { map, sources, layers } = fakeMap();
    composer.attach(map);
    const stop = connectTracksLayer(composer);
    await showTrack(
      services({ [LATEST]: [point(30, 5, 3), point(20, 5.1, 12), point(10, 5.2, 22)] }),
      257000001,
    );
    expect(useTracks.getState().shown).toMatchObject({ status: 'shown', points: 3 });
    const features = sources.get('ais-tracks:tracks')!.data.features;
    expect(features.filter((f) => f.properties.part === 'line')).toHaveLength(2);
    expect(features.filter((f) => f.properties.part === 'point')).toHaveLength(3);
    expect((layers.get('ais-tracks:line') as { minzoom?: number }).minzoom).toBe(7);
    hideTrack();
    expect(layers.has('ais-tracks:line')).toBe(false);
    stop();
  });

  it('shows as empty when no source has points (a 404 is empty)', async () => {
    await showTrack(services({}), 257000001);
    // The open latest source answers 404: an empty track, not a failure.
    expect(useTracks.getState().shown).toMatchObject({ status: 'empty', points: 0 });
  });

  it('shows as failed when every source fails', async () => {
    const failing: AisHttp = {
      get: () => Promise.reject(Object.assign(new Error('down'), { status: 503 })),
      post: () => Promise.reject(new Error('down')),
    };
    await showTrack({ ...services({}), http: failing }, 257000001);
    expect(useTracks.getState().shown?.status).toBe('failed');
  });

  it('shows as expired when the server says the span is past its retention', async () => {
    const expired: AisHttp = {
      get: () =>
        Promise.reject(
          Object.assign(new Error('gone'), { status: 410, bwErrorCode: 'TIMESPAN_EXPIRED' }),
        ),
      post: () => Promise.reject(new Error('gone')),
    };
    const range = { from: new Date(NOW - 40 * 86_400_000), to: new Date(NOW - 35 * 86_400_000) };
    await showTrack({ ...services({}), http: expired }, 257000001, range);
    expect(useTracks.getState().shown).toMatchObject({ status: 'expired', points: 0 });
  });

  it("is not drawn while the 'AIS track' setting is off", async () => {
    const composer = new MapComposer(themes.day);
    const { map, layers } = fakeMap();
    composer.attach(map);
    const stop = connectTracksLayer(composer);
    await showTrack(services({ [LATEST]: [point(30, 5, 3), point(20, 5.1, 12)] }), 257000001);
    expect(layers.has('ais-tracks:line')).toBe(true);
    useSettings.getState().set('aisTrack', false);
    expect(layers.has('ais-tracks:line')).toBe(false);
    useSettings.getState().set('aisTrack', true);
    expect(layers.has('ais-tracks:line')).toBe(true);
    stop();
  });

  it("is coloured by speed while 'Colour AIS track by speed' is on", async () => {
    const composer = new MapComposer(themes.day);
    const { map, layers } = fakeMap();
    composer.attach(map);
    const stop = connectTracksLayer(composer);
    await showTrack(services({ [LATEST]: [point(30, 5, 3), point(20, 5.1, 12)] }), 257000001);
    expect(typeof layers.get('ais-tracks:line')!.paint['line-color']).toBe('string');
    useSettings.getState().set('colourAisTrackBySpeed', true);
    expect(layers.get('ais-tracks:line')!.paint['line-color']).toEqual(
      expect.arrayContaining(['case']),
    );
    stop();
  });
});

describe('recent tracks at startup (checklist A14)', () => {
  const answers = {
    '/bwapi/v1/geodata/ais/open/vesselsinarea': [{ mmsi: 258000002 }],
    '/bwapi/v1/historic/latestminimaltracks': {
      '258000002': [point(20, 5, 0), point(10, 5.1, 0)],
    },
  };

  it("are drawn while 'Show recent AIS tracks' is on and hidden when it is off", async () => {
    const composer = new MapComposer(themes.day);
    const { map, layers, sources } = fakeMap();
    composer.attach(map);
    const stop = connectTracksLayer(composer);
    await loadRecentTracks(services(answers), [5, 60]);
    expect(layers.has('ais-tracks:recent')).toBe(true);
    expect(sources.get('ais-tracks:tracks')!.data.features[0]!.properties.kind).toBe('recent');
    useSettings.getState().set('recentAisTracks', false);
    expect(layers.has('ais-tracks:recent')).toBe(false);
    stop();
  });

  it('are fetched once per visit', async () => {
    let calls = 0;
    const counting: AisHttp = {
      get: () => Promise.reject(new Error('unused')),
      post: (path) => {
        calls += 1;
        return http(answers).post(path, {}, { timeoutMs: 1 });
      },
    };
    await loadRecentTracks({ ...services(answers), http: counting }, [5, 60]);
    await loadRecentTracks({ ...services(answers), http: counting }, [5, 60]);
    expect(calls).toBe(2);
  });
});
