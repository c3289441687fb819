/**
 * `sse/multiplex`: vessels and aids to navigation on one connection. Browsers allow six
 * HTTP/1.1 connections per origin, so a tab with a vessel stream and an aid stream of its own
 * would leave tiles too few; Havkart's web app asks for both here. Each part takes the body of
 * its BarentsWatch-shaped twin (`sse/combined`, `sse/ais`); events are named by part.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { problemResponses, sendProblem } from '../../plugins/problem-details.js';
import { HEARTBEAT_MS, type StreamSink } from '../stream-hub.js';
import type { LiveRouteContext } from './context.js';
import { openStream } from './output.js';
import { assertPolygonWithinLimits, POLYGON_BODY_LIMIT_BYTES } from '../geometry.js';
import {
  filterOf,
  includesOf,
  limitOf,
  takeStreamPlace,
  type CommonInput,
  type IncludeInput,
} from './request.js';
import {
  normaliseFilterInput,
  StreamAisBody,
  StreamCombinedBody,
  StreamResponse,
} from './schemas.js';

export const MultiplexBody = Type.Object(
  {
    vessels: Type.Optional(StreamCombinedBody),
    aids: Type.Optional(StreamAisBody),
    alerts: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: false,
          description:
            "The signed-in user's zone alerts and distress alerts as `alert` events (needs a user's token)",
        },
      ),
    ),
  },
  { minProperties: 1, additionalProperties: false },
);
export type MultiplexInput = Static<typeof MultiplexBody>;

/** SSE event names of the parts. */
export const MULTIPLEX_EVENTS = { vessels: 'vessel', aids: 'aton', alerts: 'alert' } as const;

/**
 * A sink that turns the hub's NDJSON lines into named SSE events on the shared response.
 * JSON text has no raw line breaks, so every line is one message.
 */
export function namedEventSink(
  target: StreamSink & { readonly writableEnded?: boolean },
  event: string,
): StreamSink {
  return {
    write(chunk: string) {
      let out = '';
      let start = 0;
      for (let end = chunk.indexOf('\n'); end >= 0; end = chunk.indexOf('\n', start)) {
        if (end > start) out += `event: ${event}\ndata: ${chunk.slice(start, end)}\n\n`;
        start = end + 1;
      }
      return out ? target.write(out) : true;
    },
    // Shutdown ends every subscription; the shared response ends with the first of them.
    end: () => {
      if (!target.writableEnded) target.end();
    },
    get writableLength() {
      return target.writableLength;
    },
  };
}

async function normaliseParts(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const parts = body as Record<string, unknown>;
  for (const key of ['vessels', 'aids']) {
    if (key in parts) parts[key] = normaliseFilterInput(parts[key], false);
  }
}

/** Refuses either part's geometry over the polygon limits, naming the part's field. */
async function checkPartGeometry(request: FastifyRequest): Promise<void> {
  const input = request.body as MultiplexInput;
  for (const part of ['vessels', 'aids'] as const) {
    const geometry = (input[part] as CommonInput | undefined)?.geometry;
    if (geometry) {
      assertPolygonWithinLimits(geometry.coordinates, `body.${part}.geometry.coordinates`);
    }
  }
}

export function multiplexRoutes(ctx: LiveRouteContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { base, live } = ctx;
    const stream = async (request: FastifyRequest, reply: FastifyReply) => {
      const input = request.body as MultiplexInput;
      const aids = input.aids as (CommonInput & IncludeInput) | undefined;
      // The aid part's include flags are checked before the response starts.
      const includes = aids ? includesOf(aids, reply) : null;
      if (aids && !includes) return reply;
      // Alerts are a user's own: refused before the response starts, naming the part.
      const alertsFor = input.alerts ? request.caller : undefined;
      if (input.alerts && alertsFor?.kind !== 'user') {
        return sendProblem(reply, {
          title: 'Unauthorized',
          status: 401,
          detail: "The alerts part needs a signed-in user's token",
          errors: { 'body.alerts': ["needs a signed-in user's token"] },
        });
      }
      const limit = await limitOf(request, base.tier);
      const vessels = input.vessels as CommonInput | undefined;
      const vesselFilter = vessels ? filterOf(vessels, base.tier, false, limit) : null;
      const aidFilter = aids ? filterOf(aids, base.tier, false, limit) : null;
      // One connection, one place, whichever parts it carries.
      takeStreamPlace(request, reply, ctx.streams);
      const sink = openStream(reply, 'sse');
      sink.write(': start\n\n');
      const stops: (() => void)[] = [];
      if (vessels && vesselFilter) {
        stops.push(
          live.hub.subscribe(namedEventSink(sink, MULTIPLEX_EVENTS.vessels), {
            channel: 'combined',
            filter: vesselFilter,
            modelType: vessels.modelType ?? 'Full',
            geojson: vessels.modelFormat === 'Geojson',
            framing: 'ndjson',
            downsample: vessels.downsample === true,
          }),
        );
      }
      if (aids && includes && aidFilter) {
        stops.push(
          live.hub.subscribe(namedEventSink(sink, MULTIPLEX_EVENTS.aids), {
            channel: 'ais',
            filter: aidFilter,
            modelType: aids.modelType ?? 'Full',
            geojson: aids.modelFormat === 'Geojson',
            framing: 'ndjson',
            downsample: aids.downsample === true,
            includes,
          }),
        );
      }
      if (alertsFor) {
        stops.push(
          request.server.alerting.feed.subscribe(alertsFor.userKey, (alert) => {
            sink.write(`event: ${MULTIPLEX_EVENTS.alerts}\ndata: ${JSON.stringify(alert)}\n\n`);
          }),
        );
      }
      // The hub beats only for its own SSE subscribers; this response beats for all parts.
      const heartbeat = setInterval(() => sink.write(': heartbeat\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const close = () => {
        clearInterval(heartbeat);
        for (const stop of stops) stop();
      };
      reply.raw.on('close', close);
      return reply;
    };
    app.post(
      `${base.prefix}/sse/multiplex`,
      {
        schema: {
          tags: ['live AIS'],
          hide: !base.documented,
          summary: `Vessels, aids to navigation and the user's alerts on one Server-Sent Events connection (${base.tier} tier)`,
          body: MultiplexBody,
          response: { 200: StreamResponse, ...problemResponses(400, 401) },
        },
        preValidation: normaliseParts,
        preHandler: checkPartGeometry,
        // Two parts, each with a polygon of its own.
        bodyLimit: 2 * POLYGON_BODY_LIMIT_BYTES,
        config: { ...ctx.config, stream: true },
      },
      stream,
    );
  };
}
