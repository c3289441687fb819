import { describe, expect, it } from 'vitest';
import { sharedStream, type StreamTransport } from './stream-connection.js';

interface Opened {
  readonly host: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
  readonly signal: AbortSignal;
}

/** A host's transport that records each connection it opens; connections stay open. */
function host(name: string, opened: Opened[]): StreamTransport {
  return {
    stream: (path, body, _onEvent, signal) => {
      opened.push({ host: name, path, body: body as Record<string, unknown>, signal });
      return new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
    },
  };
}

/** The shared stream reopens after the current task; let that run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const open = (opened: readonly Opened[]) => opened.filter((o) => !o.signal.aborted);
const quiet = { warn: () => undefined };

describe('the tab’s shared live stream', () => {
  it('a live part started again streams through its new host, not the first one', async () => {
    const opened: Opened[] = [];
    const first = host('first', opened);
    const second = host('second', opened);
    sharedStream('/live/v1/restart', first, quiet).set('vessels', { a: 1 }, () => undefined);
    await settle();
    expect(open(opened).map((o) => o.host)).toEqual(['first']);
    // The part stops (e.g. the dataset is switched off), then starts again with a new host.
    sharedStream('/live/v1/restart', first, quiet).delete('vessels');
    await settle();
    expect(open(opened)).toEqual([]);
    sharedStream('/live/v1/restart', second, quiet).set('vessels', { a: 2 }, () => undefined);
    await settle();
    expect(open(opened).map((o) => [o.host, o.path, o.body])).toEqual([
      ['second', '/live/v1/restart/sse/multiplex', { vessels: { a: 2 } }],
    ]);
  });

  it('one part restarted beside a running one moves the one connection to the new host', async () => {
    const opened: Opened[] = [];
    const old = host('old', opened);
    const fresh = host('fresh', opened);
    sharedStream('/live/v1/beside', old, quiet).set('aids', { b: 1 }, () => undefined);
    sharedStream('/live/v1/beside', old, quiet).set('vessels', { a: 1 }, () => undefined);
    await settle();
    expect(open(opened)).toHaveLength(1);
    sharedStream('/live/v1/beside', old, quiet).delete('vessels');
    sharedStream('/live/v1/beside', fresh, quiet).set('vessels', { a: 2 }, () => undefined);
    await settle();
    // Still one connection for both parts, now through the host of the part set last.
    expect(open(opened).map((o) => [o.host, o.body])).toEqual([
      ['fresh', { aids: { b: 1 }, vessels: { a: 2 } }],
    ]);
    sharedStream('/live/v1/beside', fresh, quiet).stop();
  });

  it('both parts of one host share one connection per base', async () => {
    const opened: Opened[] = [];
    const transport = host('one', opened);
    const received: string[] = [];
    sharedStream('/live/v1/both', transport, quiet).set('vessels', {}, (d) => received.push(d));
    sharedStream('/live/v1/both', transport, quiet).set('aids', {}, (d) => received.push(d));
    await settle();
    expect(open(opened)).toHaveLength(1);
    expect(sharedStream('/live/v1/both', transport, quiet).opened).toBe(1);
    sharedStream('/live/v1/both', transport, quiet).stop();
    expect(open(opened)).toEqual([]);
  });
});
