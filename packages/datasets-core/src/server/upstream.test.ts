import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_GEOJSON_MESSAGE } from './geojson.js';
import type { DatasetLogger } from './part.js';
import { createUpstreamSource } from './upstream.js';

const fixture = readFileSync(new URL('fixtures/warnings.geojson', import.meta.url), 'utf8');

function recordingLogger() {
  const errors: string[] = [];
  const logger: DatasetLogger = {
    info: () => undefined,
    warn: () => undefined,
    error: (message) => errors.push(message),
  };
  return { logger, errors };
}

/** A fetch answering each call with the next of `answers`. */
function scripted(...answers: (() => Response)[]): typeof fetch {
  let call = 0;
  return (async () => {
    const answer = answers[Math.min(call++, answers.length - 1)];
    return answer!();
  }) as unknown as typeof fetch;
}

function source(fetchImpl: typeof fetch, logger: DatasetLogger, adapter = JSON.parse) {
  return createUpstreamSource({
    datasetId: 'warnings',
    url: 'https://upstream.example.org/warnings',
    adapter: (body) => adapter(body),
    refreshMs: 0,
    fetch: fetchImpl,
    logger,
  });
}

describe('upstream source', () => {
  it('serves what the upstream answers, read by the adapter', async () => {
    const { logger, errors } = recordingLogger();
    const upstream = source(
      scripted(() => new Response(fixture)),
      logger,
    );
    expect(await upstream.refresh()).toBe(true);
    expect(upstream.current().features.map((f) => f.id)).toEqual(['w1', 'w2']);
    expect(errors).toEqual([]);
  });

  it.each([
    ['204 No Content', () => new Response(null, { status: 204 })],
    ['an empty body', () => new Response('')],
    ['a blank body', () => new Response('  \n')],
  ])('takes %s as empty data', async (_name, empty) => {
    const { logger } = recordingLogger();
    const upstream = source(
      scripted(() => new Response(fixture), empty),
      logger,
    );
    await upstream.refresh();
    expect(await upstream.refresh()).toBe(true);
    expect(upstream.current().features).toEqual([]);
  });

  it.each([
    ['an HTTP error', () => new Response('down', { status: 503 }), /HTTP 503/],
    [
      'a network error',
      () => {
        throw new TypeError('fetch failed');
      },
      /fetch failed/,
    ],
    ['an unreadable body', () => new Response('{not json'), /unreadable response/],
  ])('keeps the last good data and logs clearly on %s', async (_name, failure, reason) => {
    const { logger, errors } = recordingLogger();
    const upstream = source(
      scripted(() => new Response(fixture), failure),
      logger,
    );
    await upstream.refresh();
    expect(await upstream.refresh()).toBe(false);
    expect(upstream.current().features).toHaveLength(2);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^Dataset warnings: upstream https:\/\/upstream\.example\.org\/warnings failed: /,
    );
    expect(errors[0]).toMatch(reason);
    expect(upstream.lastError).toMatch(reason);
  });

  it("logs 'Invalid data type for GeoJSON source' and serves nothing for other data", async () => {
    const { logger, errors } = recordingLogger();
    const geometryOnly = JSON.stringify({ type: 'Point', coordinates: [5, 60] });
    const upstream = source(
      scripted(
        () => new Response(fixture),
        () => new Response(geometryOnly),
      ),
      logger,
    );
    await upstream.refresh();
    await upstream.refresh();
    expect(errors).toEqual([INVALID_GEOJSON_MESSAGE]);
    expect(upstream.current().features).toEqual([]);
  });

  it('refetches every refresh interval once started, and stops', async () => {
    vi.useFakeTimers();
    try {
      const fetchSpy = vi.fn(async () => new Response(fixture));
      const upstream = createUpstreamSource({
        datasetId: 'warnings',
        url: 'https://upstream.example.org/warnings',
        adapter: (body) => JSON.parse(body) as unknown,
        refreshMs: 60_000,
        fetch: fetchSpy as unknown as typeof fetch,
        logger: recordingLogger().logger,
      });
      await upstream.start();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(fetchSpy).toHaveBeenCalledTimes(3);
      upstream.stop();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(fetchSpy).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
