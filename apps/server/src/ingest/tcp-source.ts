/** A raw NMEA feed over TCP, such as the Coastal Administration's open feed. */
import net from 'node:net';
import { createLineSplitter } from '@havkart/ais';
import type { AisSource, SourceLog } from './source.js';
import { newSourceStats, type SourceStats } from './stats.js';

export interface TcpSourceOptions {
  /** First reconnect delay, ms. */
  initialDelayMs?: number;
  /** Largest reconnect delay, ms. */
  maxDelayMs?: number;
  /** A connection silent this long is dropped and redialled, ms. */
  idleTimeoutMs?: number;
  /** Random number source for the jitter (tests pin it). */
  random?: () => number;
}

/**
 * Exponential back-off with jitter: attempt n waits between half and all of
 * `initial × 2ⁿ`, capped, so many clients of one feed do not redial in step.
 */
export function reconnectDelay(
  attempt: number,
  initial: number,
  max: number,
  random: () => number,
): number {
  const ceiling = Math.min(max, initial * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

export class TcpSource implements AisSource {
  readonly stats: SourceStats;
  readonly clockOffsetMs = 0;
  private socket: net.Socket | null = null;
  private timer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private stopped = false;
  private onLine: (line: string) => void = () => undefined;
  private readonly initialDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly idleTimeoutMs: number;
  private readonly random: () => number;

  constructor(
    url: string,
    private readonly host: string,
    private readonly port: number,
    private readonly log: SourceLog,
    options: TcpSourceOptions = {},
  ) {
    this.stats = newSourceStats(url, 'tcp');
    this.initialDelayMs = options.initialDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 60_000;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 120_000;
    this.random = options.random ?? Math.random;
  }

  start(onLine: (line: string) => void): void {
    this.onLine = onLine;
    this.connect();
  }

  private connect(): void {
    if (this.stopped) return;
    const splitter = createLineSplitter((line) => this.onLine(line));
    const socket = net.connect({ host: this.host, port: this.port });
    this.socket = socket;
    socket.setEncoding('latin1');
    socket.setKeepAlive(true, 30_000);
    socket.setTimeout(this.idleTimeoutMs);
    socket.on('connect', () => {
      this.stats.connected = true;
      this.log.info({ source: this.stats.url }, 'AIS source connected');
    });
    socket.on('data', (chunk: string) => {
      // Data, not just a handshake, proves the feed works: start back-off afresh next time.
      this.attempt = 0;
      this.stats.bytes += chunk.length;
      splitter.write(chunk);
    });
    socket.on('timeout', () => {
      this.log.warn(
        { source: this.stats.url, idleMs: this.idleTimeoutMs },
        'AIS source silent; redialling',
      );
      socket.destroy();
    });
    socket.on('error', (error) => {
      this.log.warn({ source: this.stats.url, err: error.message }, 'AIS source error');
    });
    socket.on('close', () => {
      splitter.end();
      const was = this.stats.connected;
      this.stats.connected = false;
      if (this.socket === socket) this.socket = null;
      if (this.stopped) return;
      const delay = reconnectDelay(
        this.attempt++,
        this.initialDelayMs,
        this.maxDelayMs,
        this.random,
      );
      this.stats.reconnects++;
      this.log.info(
        { source: this.stats.url, delayMs: delay, wasConnected: was },
        'AIS source disconnected; reconnecting',
      );
      this.timer = setTimeout(() => this.connect(), delay);
      this.timer.unref();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const socket = this.socket;
    if (!socket) return;
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.destroy();
    });
  }
}
