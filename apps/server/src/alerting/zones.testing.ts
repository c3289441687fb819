/**
 * What the zone-alert tests and the alert-latency benchmark share: the Vestfjorden square
 * (inside the researcher's restricted Lofoten area), a zone as the API takes it and as the
 * store gives it, AIS fields put on a server's bus, and a multiplex client reading `alert`
 * events.
 */
import { AisEncoder, createAisDecoder, type AisMessage } from '@havkart/ais';
import type { ZoneAlert, ZoneGeometry } from '@havkart/domain';
import type { FastifyInstance } from 'fastify';
import type { StoredZone } from './zone-store.js';

/** 14–15° E, 67.6–68° N. */
export const VESTFJORDEN: ZoneGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [14, 67.6],
      [15, 67.6],
      [15, 68],
      [14, 68],
      [14, 67.6],
    ],
  ],
};

/** A `POST /zones` body: Vestfjorden, every vessel, mailed on every update. */
export const zoneBody = (over: Record<string, unknown> = {}) => ({
  name: 'Vestfjorden',
  geometry: VESTFJORDEN,
  countryCodes: [],
  mmsiCategories: [],
  shipTypes: [],
  frequency: 'everyUpdate',
  mail: true,
  ...over,
});

/** The same zone as the store gives it to the evaluator. */
export const storedZone = (over: Partial<StoredZone> = {}): StoredZone => ({
  id: 'z1',
  userKey: 'u1',
  name: 'Vestfjorden',
  access: 'open',
  geometry: VESTFJORDEN,
  countryCodes: [],
  mmsiCategories: [],
  shipTypes: [],
  frequency: 'everyUpdate',
  mail: true,
  mailTo: null,
  geoFilter: null,
  createdAt: '2026-01-15T12:00:00.000Z',
  lastDigestAt: null,
  ...over,
});

const encoder = new AisEncoder({ talker: 'AI' });

/** Encodes the fields as NMEA, decodes them as ingest does and publishes on the app's bus. */
export function publishAis(
  app: FastifyInstance,
  fields: Parameters<AisEncoder['encode']>[0],
  timeMs: number,
): void {
  const decoded: AisMessage[] = [];
  const decoder = createAisDecoder({ onMessage: (m) => decoded.push(m) });
  for (const line of encoder.encode(fields)) decoder.write(line);
  app.live.bus.publish({ message: decoded[0]!, timeMs });
}

export interface AlertStream {
  readonly status: number;
  /** The next `alert` event's data, waiting for it. */
  next(): Promise<ZoneAlert>;
  close(): void;
}

/**
 * A multiplex client with the `alerts` part alone, as the web app opens it; each alert also
 * goes to `onAlert` as it is read (the benchmark times them there).
 */
export async function openAlertStream(
  base: string,
  token: string | null,
  onAlert: (alert: ZoneAlert) => void = () => undefined,
): Promise<AlertStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/live/v1/sse/multiplex`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ alerts: {} }),
    signal: controller.signal,
  });
  const queue: ZoneAlert[] = [];
  const waiting: { resolve(alert: ZoneAlert): void; reject(error: Error): void }[] = [];
  let ended: Error | null = response.ok ? null : new Error(`multiplex: ${response.status}`);
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const text = new TextDecoder();
    void (async () => {
      let buffered = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) break;
        buffered += text.decode(value);
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = /^event: alert\ndata: (.*)$/m.exec(block)?.[1];
          if (!data) continue;
          const alert = JSON.parse(data) as ZoneAlert;
          onAlert(alert);
          const taker = waiting.shift();
          if (taker) taker.resolve(alert);
          else queue.push(alert);
        }
      }
      ended = new Error('the multiplex stream ended');
      for (const taker of waiting.splice(0)) taker.reject(ended);
    })();
  }
  return {
    status: response.status,
    next: () => {
      const first = queue.shift();
      if (first) return Promise.resolve(first);
      if (ended) return Promise.reject(ended);
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    close: () => controller.abort(),
  };
}
