/**
 * The built-in traffic simulator as a source: it speaks NMEA, so its lines go through the
 * same decoder, dedup and state as a real feed.
 */
import { createTrafficSimulator, type TrafficSimulator } from '@havkart/ais';
import type { AisSource, SourceLog } from './source.js';
import { newSourceStats, type SourceStats } from './stats.js';

/** How often the simulator is caught up with the wall clock, ms. */
const TICK_MS = 250;

export class SimSource implements AisSource {
  readonly stats: SourceStats;
  readonly clockOffsetMs = 0;
  private timer: NodeJS.Timeout | null = null;
  private sim: TrafficSimulator | null = null;

  constructor(
    url: string,
    private readonly vessels: number,
    private readonly seed: number,
    /** Simulated seconds per wall-clock second. */
    private readonly speed: number,
    private readonly log: SourceLog,
  ) {
    this.stats = newSourceStats(url, 'sim');
  }

  start(onLine: (line: string) => void): void {
    const startSec = Math.floor(Date.now() / 1000);
    const sim = createTrafficSimulator({ vessels: this.vessels, seed: this.seed, start: startSec });
    this.sim = sim;
    const wallStart = Date.now();
    this.stats.connected = true;
    this.log.info({ source: this.stats.url }, 'AIS simulator started');
    const catchUp = () => {
      const simNowSec = startSec + ((Date.now() - wallStart) / 1000) * this.speed;
      while (sim.time <= simNowSec) {
        for (const line of sim.tick().lines) {
          this.stats.bytes += line.length + 1;
          onLine(line);
        }
      }
    };
    this.timer = setInterval(catchUp, TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sim = null;
    this.stats.connected = false;
  }
}
