/** Shaping answers and opening streams: shared by the live routes. */
import type { FastifyReply } from 'fastify';
import { feature, type Json, type ModelFormat } from '../representation.js';
import type { StreamFraming, StreamSink } from '../stream-hub.js';

export interface Located {
  body: Json;
  longitude: number | null;
  latitude: number | null;
}

/** Json: an array; Geojson: an array of Point Features; FeatureCollection: one object. */
export function formatLatest(items: readonly Located[], format: ModelFormat): unknown {
  if (format === 'Json') return items.map((i) => i.body);
  const features = items
    .filter((i) => i.longitude !== null && i.latitude !== null)
    .map((i) => feature(i.body, i.longitude!, i.latitude!));
  return format === 'Geojson' ? features : { type: 'FeatureCollection', features };
}

/**
 * Takes over the response for a long-lived stream: headers already set on the reply (security
 * headers, CORS, request id) are kept; compression is not applied, so each write leaves at
 * once.
 */
export function openStream(reply: FastifyReply, framing: StreamFraming): StreamSink {
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  raw.writeHead(200, {
    ...headers,
    'content-type':
      framing === 'sse'
        ? 'text/event-stream; charset=utf-8'
        : 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.socket?.setNoDelay(true);
  // An NDJSON stream may stay quiet for a while; the client should see the answer start now.
  raw.flushHeaders();
  return raw;
}
