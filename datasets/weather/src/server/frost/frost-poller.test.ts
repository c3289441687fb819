import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frostStationFeatures } from './frost-stations.js';
import { createFrostPoller, FROST_OBSERVATION_REFRESH_MS } from './frost-poller.js';

const fixture = (name: string): string =>
  fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A stand-in Frost: its fixtures by path, every request recorded. */
function standIn(answer: (url: URL) => Response | Promise<Response>) {
  const asked: { url: URL; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push({ url, headers: new Headers(init?.headers) });
    return answer(url);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

const frostAnswers = (url: URL) =>
  new Response(
    fixture(url.pathname.startsWith('/sources') ? 'frost-sources.json' : 'frost-observations.json'),
    { headers: { 'content-type': 'application/ld+json' } },
  );

const log = { info: vi.fn(), error: vi.fn() };
/** Blindern lies inland: everything west of 10° E counts as coast here. */
const isCoastal = (_lat: number, lon: number) => lon < 10;

function poller(fetch: typeof globalThis.fetch, now = () => Date.parse('2026-11-27T12:06:00Z')) {
  return createFrostPoller({
    url: 'https://frost.example/',
    clientId: 'havkart-client',
    userAgent: 'Havkart/test ops@example.no',
    log,
    isCoastal,
    fetch,
    now,
  });
}

afterEach(() => {
  vi.useRealTimers();
  log.error.mockClear();
});

describe('the Frost poller', () => {
  it('asks with the client id as Basic user, for coastal wind and wave stations, then their latest readings', async () => {
    const frost = standIn(frostAnswers);
    const p = poller(frost.fetch);
    await p.refresh();
    const [wind, waves, observations] = frost.asked;
    expect(wind!.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('havkart-client:').toString('base64')}`,
    );
    expect(wind!.headers.get('user-agent')).toBe('Havkart/test ops@example.no');
    expect(wind!.url.pathname).toBe('/sources/v0.jsonld');
    expect(wind!.url.searchParams.get('elements')).toBe('wind_speed');
    expect(waves!.url.searchParams.get('elements')).toBe('sea_surface_wave_significant_height');
    expect(wind!.url.searchParams.get('geometry')).toMatch(/^POLYGON\(\(/);
    expect(observations!.url.pathname).toBe('/observations/v0.jsonld');
    expect(observations!.url.searchParams.get('referencetime')).toBe('latest');
    // The inland station is never asked for.
    expect(observations!.url.searchParams.get('sources')).toBe('SN47300,SN76920');
    expect(p.stations().map((s) => s.sourceId)).toEqual(['SN47300', 'SN76920']);
  });

  it('puts them on the layer: a wind class at Utsira, a buoy at Heidrun', async () => {
    const p = poller(standIn(frostAnswers).fetch);
    await p.refresh();
    const features = frostStationFeatures(p.stations());
    expect(features.map((f) => [f.properties!['sourceId'], f.properties!['symbol']])).toEqual([
      ['SN47300', 'high_wind'],
      ['SN76920', 'buoy'],
    ]);
  });

  it('keeps the last good stations when Frost fails, and logs it', async () => {
    let down = false;
    const p = poller(
      standIn((url) => (down ? new Response('', { status: 503 }) : frostAnswers(url))).fetch,
    );
    await p.refresh();
    down = true;
    await p.refresh();
    expect(p.stations()).toHaveLength(2);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: 'HTTP 503' }),
      expect.stringMatching(/keeping the last good stations/),
    );
  });

  it('asks for the stations list once a day and for readings every ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = Date.parse('2026-11-27T12:06:00Z');
    const frost = standIn(frostAnswers);
    const stop = poller(frost.fetch, () => clock).start();
    await vi.waitFor(() => expect(frost.asked).toHaveLength(3));
    clock += FROST_OBSERVATION_REFRESH_MS;
    await vi.advanceTimersByTimeAsync(FROST_OBSERVATION_REFRESH_MS);
    await vi.waitFor(() => expect(frost.asked).toHaveLength(4));
    expect(frost.asked[3]!.url.pathname).toBe('/observations/v0.jsonld');
    stop();
  });
});
