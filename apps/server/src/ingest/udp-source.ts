/** NMEA sentences in UDP datagrams (one or more lines per datagram). */
import dgram from 'node:dgram';
import net from 'node:net';
import type { AisSource, SourceLog } from './source.js';
import { newSourceStats, type SourceStats } from './stats.js';

export class UdpSource implements AisSource {
  readonly stats: SourceStats;
  readonly clockOffsetMs = 0;
  private socket: dgram.Socket | null = null;

  constructor(
    url: string,
    private readonly host: string,
    private readonly port: number,
    private readonly log: SourceLog,
  ) {
    this.stats = newSourceStats(url, 'udp');
  }

  start(onLine: (line: string) => void): void {
    const socket = dgram.createSocket(net.isIPv6(this.host) ? 'udp6' : 'udp4');
    this.socket = socket;
    socket.on('message', (datagram) => {
      this.stats.bytes += datagram.length;
      for (const line of datagram.toString('latin1').split('\n')) if (line) onLine(line);
    });
    socket.on('listening', () => {
      this.stats.connected = true;
      this.log.info({ source: this.stats.url }, 'AIS source listening');
    });
    socket.on('error', (error) => {
      this.stats.connected = false;
      this.log.warn({ source: this.stats.url, err: error.message }, 'AIS source error');
    });
    socket.bind(this.port, this.host);
  }

  /** The bound port (useful with port 0). */
  get boundPort(): number | null {
    return this.socket?.address().port ?? null;
  }

  async stop(): Promise<void> {
    const socket = this.socket;
    this.socket = null;
    this.stats.connected = false;
    if (socket) await new Promise<void>((resolve) => socket.close(() => resolve()));
  }
}
