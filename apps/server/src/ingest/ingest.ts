/**
 * Ingest: each source's lines go through a decoder of its own (fragments are reassembled per
 * feed), then one dedup shared by all sources, then onto the bus.
 */
import { createAisDecoder, type AisDecoder, type AisMessage } from '@havkart/ais';
import type { LiveBus } from './bus.js';
import { TransmissionDedup } from './dedup.js';
import { FileSource } from './file-source.js';
import { SimSource } from './sim-source.js';
import type { AisSource, SourceLog } from './source.js';
import type { SourceSpec } from './source-url.js';
import type { SourceStats } from './stats.js';
import { TcpSource } from './tcp-source.js';
import { UdpSource } from './udp-source.js';

export function createSource(spec: SourceSpec, log: SourceLog): AisSource {
  switch (spec.kind) {
    case 'tcp':
      return new TcpSource(spec.url, spec.host, spec.port, log);
    case 'udp':
      return new UdpSource(spec.url, spec.host, spec.port, log);
    case 'file':
      return new FileSource(spec.url, spec.path, spec.rate, spec.loop, log);
    case 'sim':
      return new SimSource(spec.url, spec.vessels, spec.seed, spec.speed, log);
  }
}

interface Feed {
  source: AisSource;
  decoder: AisDecoder;
}

export class AisIngest {
  private readonly feeds: Feed[] = [];
  readonly dedup = new TransmissionDedup();

  constructor(
    private readonly bus: LiveBus,
    private readonly now: () => number = Date.now,
  ) {}

  /** Adds a source and starts it. */
  add(source: AisSource): void {
    const stats = source.stats;
    const decoder = createAisDecoder({
      now: this.now,
      onMessage: (message) => this.accept(message, source),
    });
    const feed = { source, decoder };
    this.feeds.push(feed);
    source.start((line) => {
      decoder.write(line);
      stats.lines = decoder.stats.lines;
    });
  }

  private accept(message: AisMessage, source: AisSource): void {
    const stats = source.stats;
    const arrival = this.now();
    if (!this.dedup.accept(message, arrival)) {
      stats.duplicates++;
      return;
    }
    stats.messages++;
    stats.lastMessageMs = arrival;
    let timeMs = arrival;
    if (message.msgtime !== null) {
      const stamped = Date.parse(message.msgtime) + source.clockOffsetMs;
      if (Number.isFinite(stamped)) timeMs = stamped;
    }
    this.bus.publish({ message, timeMs });
  }

  /** Per-source counters, errors by kind from the source's decoder. */
  status(): SourceStats[] {
    return this.feeds.map(({ source, decoder }) => ({
      ...source.stats,
      lines: decoder.stats.lines,
      errors: { ...decoder.stats.errors },
    }));
  }

  async stop(): Promise<void> {
    await Promise.all(this.feeds.map((feed) => feed.source.stop()));
  }
}
