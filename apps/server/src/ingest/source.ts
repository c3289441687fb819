import type { SourceStats } from './stats.js';

/** Where a source reports what happens to it. */
export interface SourceLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/** A feed of NMEA lines. */
export interface AisSource {
  readonly stats: SourceStats;
  /**
   * Added to tag-block times of this source's messages: 0 for live feeds; for a replayed
   * recording the distance from the recording's clock to now, so replayed traffic is live.
   */
  readonly clockOffsetMs: number;
  /** Starts delivering lines to `onLine`, each without its line break. */
  start(onLine: (line: string) => void): void;
  /** Stops for good; resolves once sockets and timers are released. */
  stop(): Promise<void>;
}
