/** Replays a recorded NMEA file, paced by its tag-block times or as fast as it can. */
import fs from 'node:fs';
import readline from 'node:readline';
import { setTimeout as sleep, setImmediate as yieldToLoop } from 'node:timers/promises';
import type { AisSource, SourceLog } from './source.js';
import { newSourceStats, type SourceStats } from './stats.js';

/** Lines handled between yields to the event loop at `rate=max`. */
const MAX_RATE_BATCH = 2000;

/** Tag-block `c:` time of a line in ms (seconds or milliseconds in the block), or null. */
export function tagBlockTimeMs(line: string): number | null {
  if (line.charCodeAt(0) !== 92 /* \ */) return null;
  const end = line.indexOf('\\', 1);
  const match = /(?:^|,)c:(\d{9,13})/.exec(line.slice(1, end < 0 ? undefined : end));
  if (!match) return null;
  const value = Number(match[1]);
  return value > 1e11 ? value : value * 1000;
}

export class FileSource implements AisSource {
  readonly stats: SourceStats;
  clockOffsetMs = 0;
  private readonly abort = new AbortController();
  private done: Promise<void> = Promise.resolve();

  constructor(
    url: string,
    private readonly path: string,
    private readonly rate: 'realtime' | 'max',
    private readonly loop: boolean,
    private readonly log: SourceLog,
  ) {
    this.stats = newSourceStats(url, 'file');
  }

  start(onLine: (line: string) => void): void {
    this.done = this.run(onLine).catch((error: unknown) => {
      if (this.abort.signal.aborted) return;
      this.stats.connected = false;
      this.log.warn({ source: this.stats.url, err: String(error) }, 'AIS source failed');
    });
  }

  private async run(onLine: (line: string) => void): Promise<void> {
    const signal = this.abort.signal;
    do {
      this.stats.connected = true;
      const stream = fs.createReadStream(this.path, { encoding: 'latin1', signal });
      const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
      let firstTagMs: number | null = null;
      const wallStart = Date.now();
      let count = 0;
      for await (const line of lines) {
        if (signal.aborted) return;
        this.stats.bytes += line.length + 1;
        const tagMs = tagBlockTimeMs(line);
        if (tagMs !== null && firstTagMs === null) {
          firstTagMs = tagMs;
          this.clockOffsetMs = wallStart - tagMs;
        }
        if (this.rate === 'realtime' && tagMs !== null && firstTagMs !== null) {
          const wait = wallStart + (tagMs - firstTagMs) - Date.now();
          if (wait > 0) await sleep(wait, undefined, { signal });
        } else if (this.rate === 'max' && ++count % MAX_RATE_BATCH === 0) {
          await yieldToLoop(undefined, { signal });
        }
        onLine(line);
      }
      this.log.info({ source: this.stats.url, loop: this.loop }, 'AIS recording ended');
    } while (this.loop && !signal.aborted);
    this.stats.connected = false;
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.done;
    this.stats.connected = false;
  }
}
