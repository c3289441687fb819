import { describe, expect, it, vi } from 'vitest';
import {
  sharedPollingFetch,
  type SharedAnswer,
  type UpstreamAnswerStore,
} from './shared-polling.js';

const URL_A = 'https://api.met.no/weatherapi/metalerts/2.0/current.json?lang=no';

function memoryStore(): UpstreamAnswerStore & { rows: Map<string, SharedAnswer> } {
  const rows = new Map<string, SharedAnswer>();
  return {
    rows,
    put: async (url, answer) => void rows.set(url, answer),
    get: async (url) => rows.get(url),
  };
}

/** A clock that moves only when the reader pauses. */
function pausingClock() {
  let time = 0;
  return { now: () => time, pause: async (ms: number) => void (time += ms) };
}

const quiet = { warn: () => undefined };

describe('sharedPollingFetch', () => {
  it('as the holder asks the upstream and keeps the answer for the others', async () => {
    const store = memoryStore();
    const upstream = vi.fn(
      async () =>
        new Response('{"features":[]}', {
          headers: {
            'content-type': 'application/json',
            'last-modified': 'Fri, 27 Nov 2026 10:00:00 GMT',
          },
        }),
    );
    const fetch = sharedPollingFetch({
      lease: { held: true },
      store,
      fetch: upstream,
      log: quiet,
      now: () => 5,
    });
    const response = await fetch(URL_A);
    expect(await response.text()).toBe('{"features":[]}');
    expect(upstream).toHaveBeenCalledOnce();
    const kept = store.rows.get(URL_A)!;
    expect(new TextDecoder().decode(kept.body)).toBe('{"features":[]}');
    expect(kept).toMatchObject({
      status: 200,
      fetchedAt: 5,
      headers: {
        'content-type': 'application/json',
        'last-modified': 'Fri, 27 Nov 2026 10:00:00 GMT',
      },
    });
  });

  it('keeps no failed answer: the others go on with the last good one', async () => {
    const store = memoryStore();
    const upstream = vi.fn(async () => new Response('busy', { status: 503 }));
    const fetch = sharedPollingFetch({ lease: { held: true }, store, fetch: upstream, log: quiet });
    expect((await fetch(URL_A)).status).toBe(503);
    expect(store.rows.size).toBe(0);
  });

  it('as a reader answers from the holder’s copy without asking the upstream', async () => {
    const store = memoryStore();
    await store.put(URL_A, {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: new TextEncoder().encode('{"a":1}'),
      fetchedAt: 1,
    });
    const upstream = vi.fn(async () => new Response('never'));
    const fetch = sharedPollingFetch({
      lease: { held: false },
      store,
      fetch: upstream,
      log: quiet,
    });
    const response = await fetch(URL_A, { signal: AbortSignal.timeout(30_000) });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ a: 1 });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('answers a reader’s If-Modified-Since and If-None-Match with 304 when nothing is newer', async () => {
    const store = memoryStore();
    await store.put(URL_A, {
      status: 200,
      headers: { 'last-modified': 'Fri, 27 Nov 2026 10:00:00 GMT', etag: '"v7"' },
      body: new Uint8Array([1]),
      fetchedAt: 1,
    });
    const fetch = sharedPollingFetch({ lease: { held: false }, store, fetch: vi.fn(), log: quiet });
    const since = (date: string) => fetch(URL_A, { headers: { 'if-modified-since': date } });
    expect((await since('Fri, 27 Nov 2026 10:00:00 GMT')).status).toBe(304);
    expect((await since('Fri, 27 Nov 2026 09:59:00 GMT')).status).toBe(200);
    expect((await fetch(URL_A, { headers: { 'if-none-match': '"v7"' } })).status).toBe(304);
    expect((await fetch(URL_A, { headers: { 'if-none-match': '"v6"' } })).status).toBe(200);
  });

  it('waits for the holder’s first answer, then gives up with a clear error', async () => {
    const store = memoryStore();
    const clock = pausingClock();
    let tries = 0;
    const late: UpstreamAnswerStore = {
      put: store.put,
      get: async (url) =>
        ++tries === 3
          ? { status: 200, headers: {}, body: new Uint8Array([7]), fetchedAt: 0 }
          : store.get(url),
    };
    const reader = sharedPollingFetch({
      lease: { held: false },
      store: late,
      fetch: vi.fn(),
      log: quiet,
      ...clock,
    });
    expect(new Uint8Array(await (await reader(URL_A)).arrayBuffer())).toEqual(new Uint8Array([7]));
    const never = sharedPollingFetch({
      lease: { held: false },
      store,
      fetch: vi.fn(),
      log: quiet,
      firstAnswerWaitMs: 2_000,
      ...pausingClock(),
    });
    await expect(never(URL_A)).rejects.toThrow(/no answer to .* shared yet/);
  });

  it('asks for itself when the lease comes to it while it waits', async () => {
    const lease = { held: false };
    const clock = pausingClock();
    const upstream = vi.fn(async () => new Response('fresh'));
    const fetch = sharedPollingFetch({
      lease,
      store: memoryStore(),
      fetch: upstream,
      log: quiet,
      now: clock.now,
      pause: async (ms) => {
        await clock.pause(ms);
        lease.held = true;
      },
    });
    expect(await (await fetch(URL_A)).text()).toBe('fresh');
    expect(upstream).toHaveBeenCalledOnce();
  });

  it('passes other methods straight through: a token is each process’s own', async () => {
    const upstream = vi.fn(async () => new Response('{"access_token":"t"}'));
    const fetch = sharedPollingFetch({
      lease: { held: false },
      store: memoryStore(),
      fetch: upstream,
      log: quiet,
    });
    await fetch('https://id.barentswatch.no/connect/token', {
      method: 'POST',
      body: 'grant_type=client_credentials',
    });
    expect(upstream).toHaveBeenCalledOnce();
  });
});
