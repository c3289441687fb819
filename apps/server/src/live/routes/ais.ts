/** Typed messages: `latest/ais`, `sse/ais` and the NDJSON `ais` stream. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problemResponses } from '../../plugins/problem-details.js';
import { inArea, matchesVessel, selectVessels, type VesselFilter } from '../filters.js';
import { POLYGON_BODY_LIMIT_BYTES } from '../geometry.js';
import {
  atonMessage,
  metHydroMessage,
  positionMessage,
  safetyMessage,
  staticMessage,
} from '../representation.js';
import type { LiveState } from '../live-state.js';
import type { AisIncludes } from '../stream-hub.js';
import type { LiveRouteContext } from './context.js';
import { formatLatest, openStream, type Located } from './output.js';
import {
  checkGeometry,
  filterOf,
  includesOf,
  inputOf,
  limitOf,
  normaliseInput,
  type CommonInput,
  takeStreamPlace,
  type IncludeInput,
} from './request.js';
import { LatestAisBody, LatestResponse, StreamAisBody, StreamResponse } from './schemas.js';

function fixedStationPasses(
  f: VesselFilter,
  r: { mmsi: number; msgtimeMs: number; longitude: number; latitude: number },
): boolean {
  if (f.mmsi && !f.mmsi.has(r.mmsi)) return false;
  return r.msgtimeMs >= f.sinceMs && inArea(f, r.longitude, r.latitude);
}

/** The latest typed messages the include flags ask for. */
export function latestAisMessages(state: LiveState, f: VesselFilter, inc: AisIncludes): Located[] {
  const out: Located[] = [];
  if (inc.position || inc.static) {
    for (const v of selectVessels(state, f)) {
      if (inc.position)
        out.push({ body: positionMessage(v), longitude: v.longitude, latitude: v.latitude });
      if (inc.static && v.staticMessageType !== null) {
        out.push({ body: staticMessage(v), longitude: v.longitude, latitude: v.latitude });
      }
    }
  }
  if (inc.aton) {
    for (const a of state.atons.values())
      if (fixedStationPasses(f, a))
        out.push({ body: atonMessage(a), longitude: a.longitude, latitude: a.latitude });
  }
  if (inc.meteo) {
    for (const m of state.metStations.values())
      if (fixedStationPasses(f, m))
        out.push({ body: metHydroMessage(m), longitude: m.longitude, latitude: m.latitude });
  }
  if (inc.safety) {
    for (const s of state.safety.values()) {
      const sender = state.vessels.get(s.mmsi);
      const located = sender && matchesVessel({ ...f, sinceMs: -Infinity }, sender);
      if (s.msgtimeMs < f.sinceMs || (f.mmsi && !f.mmsi.has(s.mmsi))) continue;
      if ((f.bbox || f.limit) && !located) continue;
      out.push({
        body: safetyMessage(s),
        longitude: sender?.longitude ?? null,
        latitude: sender?.latitude ?? null,
      });
    }
  }
  return out;
}

export function aisRoutes(ctx: LiveRouteContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { base, live } = ctx;
    const common = { tags: ['live AIS'], hide: !base.documented };
    const latestResponse = { 200: LatestResponse, ...problemResponses(400, 401) };
    const streamResponse = { 200: StreamResponse, ...problemResponses(400, 401) };

    const latest = async (request: FastifyRequest, reply: FastifyReply) => {
      const input = inputOf<CommonInput & IncludeInput>(request);
      const includes = includesOf(input, reply);
      if (!includes) return reply;
      const filter = filterOf(input, base.tier, true, await limitOf(request, base.tier));
      const items = latestAisMessages(live.state, filter, includes);
      return formatLatest(items, input.modelFormat ?? 'Json');
    };
    const summary = `Latest typed AIS messages: positions, static data, aids to navigation, safety texts, met/hydro (${base.tier} tier)`;
    app.post(
      `${base.prefix}/latest/ais`,
      {
        schema: { ...common, summary, response: latestResponse, body: LatestAisBody },
        bodyLimit: POLYGON_BODY_LIMIT_BYTES,
        preValidation: normaliseInput,
        preHandler: checkGeometry,
        config: ctx.config,
      },
      latest,
    );
    app.get(
      `${base.prefix}/latest/ais`,
      {
        schema: { ...common, summary, response: latestResponse, querystring: LatestAisBody },
        preValidation: normaliseInput,
        preHandler: checkGeometry,
        config: ctx.config,
      },
      latest,
    );

    const stream =
      (framing: 'sse' | 'ndjson') => async (request: FastifyRequest, reply: FastifyReply) => {
        const input = inputOf<CommonInput & IncludeInput>(request);
        const includes = includesOf(input, reply);
        if (!includes) return reply;
        const filter = filterOf(input, base.tier, false, await limitOf(request, base.tier));
        takeStreamPlace(request, reply, ctx.streams);
        const sink = openStream(reply, framing);
        const unsubscribe = live.hub.subscribe(sink, {
          channel: 'ais',
          filter,
          modelType: input.modelType ?? 'Full',
          geojson: input.modelFormat === 'Geojson',
          framing,
          downsample: input.downsample === true,
          includes,
        });
        reply.raw.on('close', unsubscribe);
        return reply;
      };
    for (const [path, framing, text] of [
      ['sse/ais', 'sse', 'Server-Sent Events of typed AIS messages'],
      ['ais', 'ndjson', 'Newline-delimited JSON of typed AIS messages'],
    ] as const) {
      const s = `${text} (${base.tier} tier)`;
      app.post(
        `${base.prefix}/${path}`,
        {
          schema: { ...common, summary: s, response: streamResponse, body: StreamAisBody },
          bodyLimit: POLYGON_BODY_LIMIT_BYTES,
          preValidation: normaliseInput,
          preHandler: checkGeometry,
          config: { ...ctx.config, stream: true },
        },
        stream(framing),
      );
      app.get(
        `${base.prefix}/${path}`,
        {
          schema: { ...common, summary: s, response: streamResponse, querystring: StreamAisBody },
          preValidation: normaliseInput,
          preHandler: checkGeometry,
          config: { ...ctx.config, stream: true },
        },
        stream(framing),
      );
    }
  };
}
