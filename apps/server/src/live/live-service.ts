/**
 * The live AIS service of one process: bus, state, ingest and streams wired together.
 * Fastify-free, so benchmarks and tests can build it alone.
 */
import { InProcessBus, type LiveBus } from '../ingest/bus.js';
import { AisIngest, createSource } from '../ingest/ingest.js';
import type { SourceLog } from '../ingest/source.js';
import type { SourceSpec } from '../ingest/source-url.js';
import { LiveState } from './live-state.js';
import { StreamHub } from './stream-hub.js';

/** How often expired records are swept out, ms. */
const EXPIRY_SWEEP_MS = 60_000;

export class LiveService {
  readonly state = new LiveState();
  readonly hub: StreamHub;
  readonly ingest: AisIngest;
  private readonly expiryTimer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  /**
   * `followBus: false` keeps no live state: an ingest-only process publishes, and another
   * process's API instances hold the state.
   */
  constructor(
    readonly bus: LiveBus = new InProcessBus(),
    readonly now: () => number = Date.now,
    options: { followBus?: boolean } = {},
  ) {
    this.unsubscribe =
      options.followBus === false
        ? () => undefined
        : bus.subscribe((item) => this.state.apply(item.message, item.timeMs));
    this.hub = new StreamHub(this.state, now);
    this.ingest = new AisIngest(bus, now);
    this.expiryTimer = setInterval(() => this.state.expire(this.now()), EXPIRY_SWEEP_MS);
    this.expiryTimer.unref();
  }

  startSources(specs: readonly SourceSpec[], log: SourceLog): void {
    for (const spec of specs) this.ingest.add(createSource(spec, log));
  }

  /** Ends open streams; first step of shutdown. */
  endStreams(): void {
    this.hub.close();
  }

  async close(): Promise<void> {
    clearInterval(this.expiryTimer);
    this.hub.close();
    await this.ingest.stop();
    this.unsubscribe();
    await this.bus.close();
  }
}
