import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.js';
import { createEventStreamParser, type StreamEvent } from './event-stream.js';

function parse(chunks: string[]) {
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const parser = createEventStreamParser({
    onEvent: (event) => events.push(event),
    onComment: (comment) => comments.push(comment),
  });
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return { events, comments };
}

describe('event-stream parser', () => {
  it('reads data lines, comments and blank-line dispatch', () => {
    const { events, comments } = parse([': start\n\ndata: {"mmsi":257123456}\n\n:heartbeat\n']);
    expect(comments).toEqual(['start', 'heartbeat']);
    expect(events).toEqual([{ event: 'message', data: '{"mmsi":257123456}' }]);
  });

  it('joins several data lines and keeps event, id and retry', () => {
    const { events } = parse(['event: vessel\nid: 42\nretry: 5000\ndata: first\ndata:second\n\n']);
    expect(events).toEqual([{ event: 'vessel', data: 'first\nsecond', id: '42', retry: 5000 }]);
  });

  it('reads events split anywhere across chunks, with CRLF or CR line ends', () => {
    const text = 'data: one\r\n\r\ndata: two\r\rdata: three\n\n';
    const whole = parse([text]).events.map((event) => event.data);
    expect(whole).toEqual(['one', 'two', 'three']);
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(
        parse([text.slice(0, cut), text.slice(cut)]).events.map((event) => event.data),
      ).toEqual(whole);
    }
  });

  it('drops an event the stream ended in the middle of', () => {
    expect(parse(['data: complete\n\ndata: half']).events).toEqual([
      { event: 'message', data: 'complete' },
    ]);
  });

  it('ignores unknown fields and events without data', () => {
    expect(parse(['foo: bar\nevent: x\n\n']).events).toEqual([]);
  });
});

/** A response body that sends `chunks` and then stays open until cancelled. */
function openStream(chunks: string[]) {
  const encoder = new TextEncoder();
  const cancelled = vi.fn();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
    },
    cancel: cancelled,
  });
  return { body, cancelled };
}

describe('streams through the API client', () => {
  it('sends body, bearer and API headers and delivers events until aborted', async () => {
    const { body, cancelled } = openStream([
      ': start\n\n',
      'data: {"mmsi":1}\n\ndata: {"mm',
      'si":2}\n\n',
    ]);
    let sent: { url: string; init: RequestInit } | undefined;
    const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
      sent = { url: String(url), init };
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const api = createApiClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      apiKey: 'k',
      log: () => undefined,
    });
    api.setAisToken('ais-token');
    const controller = new AbortController();
    const messages: unknown[] = [];
    const comments: string[] = [];
    const done = api.stream(
      '/live/v1/sse/combined',
      {
        onEvent: (event) => {
          messages.push(JSON.parse(event.data));
          if (messages.length === 2) controller.abort();
        },
        onComment: (comment) => comments.push(comment),
      },
      {
        method: 'POST',
        json: { downsample: true, modelFormat: 'Json' },
        signal: controller.signal,
      },
    );
    await expect(done).resolves.toBeUndefined();
    expect(messages).toEqual([{ mmsi: 1 }, { mmsi: 2 }]);
    expect(comments).toEqual(['start']);
    expect(cancelled).toHaveBeenCalled();
    const headers = new Headers(sent?.init.headers);
    expect(sent?.url).toBe('/live/v1/sse/combined');
    expect(sent?.init.body).toBe('{"downsample":true,"modelFormat":"Json"}');
    expect(headers.get('authorization')).toBe('Bearer ais-token');
    expect(headers.get('accept')).toBe('text/event-stream');
    expect(headers.get('x-spa-version')).toBe('25.10.57');
  });

  it('rejects with the problem when the stream cannot be opened', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ title: 'Unauthorized', status: 401 }), {
          status: 401,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    const api = createApiClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      log: () => undefined,
    });
    await expect(
      api.stream('/live/v1/sse/combined', { onEvent: () => undefined }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      title: 'Unauthorized',
    });
  });

  it('does not time out an open stream', async () => {
    vi.useFakeTimers();
    try {
      const { body } = openStream(['data: a\n\n']);
      const fetch = vi.fn(async () => new Response(body));
      const api = createApiClient({
        fetch: fetch as unknown as typeof globalThis.fetch,
        log: () => undefined,
        defaultTimeoutMs: 1000,
      });
      const controller = new AbortController();
      const events: string[] = [];
      const done = api.stream(
        '/live/v1/sse/ais',
        { onEvent: (event) => events.push(event.data) },
        { signal: controller.signal },
      );
      await vi.advanceTimersByTimeAsync(60_000);
      expect(events).toEqual(['a']);
      controller.abort();
      await expect(done).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
