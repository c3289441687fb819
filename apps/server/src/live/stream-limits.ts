/**
 * How many live streams are open, per client and in all: a stream holds a socket and a place
 * in every tick's fan-out for as long as it stays open, so one client must not take them all.
 * Free of Fastify; the routes take a place before a stream starts and give it back when it
 * closes.
 */

export type StreamRefusal = 'client' | 'total';

export interface StreamPlace {
  /** Gives the place back; later calls do nothing. */
  release(): void;
}

export class StreamLimits {
  private open = 0;
  private readonly byClient = new Map<string, number>();

  constructor(
    readonly perClient: number,
    readonly total: number,
  ) {}

  get openStreams(): number {
    return this.open;
  }

  /** Streams `client` holds now. */
  heldBy(client: string): number {
    return this.byClient.get(client) ?? 0;
  }

  /** A place for one more stream of `client`, or which limit it would pass. */
  take(client: string): StreamPlace | StreamRefusal {
    const held = this.heldBy(client);
    if (held >= this.perClient) return 'client';
    if (this.open >= this.total) return 'total';
    this.byClient.set(client, held + 1);
    this.open++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.open--;
        const left = this.heldBy(client) - 1;
        if (left > 0) this.byClient.set(client, left);
        else this.byClient.delete(client);
      },
    };
  }
}
