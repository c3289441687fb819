/** `latest/combined`, `sse/combined` and the NDJSON `combined` stream. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problemResponses } from '../../plugins/problem-details.js';
import { selectVessels } from '../filters.js';
import { POLYGON_BODY_LIMIT_BYTES } from '../geometry.js';
import { vesselJson } from '../representation.js';
import type { LiveRouteContext } from './context.js';
import { formatLatest, openStream } from './output.js';
import {
  checkGeometry,
  filterOf,
  inputOf,
  limitOf,
  normaliseInput,
  takeStreamPlace,
  type CommonInput,
} from './request.js';
import {
  LatestCombinedBody,
  LatestResponse,
  StreamCombinedBody,
  StreamResponse,
} from './schemas.js';

export function combinedRoutes(ctx: LiveRouteContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { base, live } = ctx;
    const common = {
      tags: ['live AIS'],
      hide: !base.documented,
    };

    const latest = async (request: FastifyRequest) => {
      const input = inputOf<CommonInput>(request);
      const filter = filterOf(input, base.tier, true, await limitOf(request, base.tier));
      const model = input.modelType ?? 'Full';
      const items = selectVessels(live.state, filter).map((v) => ({
        body: vesselJson(v, model),
        longitude: v.longitude,
        latitude: v.latitude,
      }));
      return formatLatest(items, input.modelFormat ?? 'Json');
    };
    const latestSchema = {
      ...common,
      summary: `Latest position and static data per vessel (${base.tier} tier)`,
      response: { 200: LatestResponse, ...problemResponses(400, 401) },
    };
    app.post(
      `${base.prefix}/latest/combined`,
      {
        schema: { ...latestSchema, body: LatestCombinedBody },
        bodyLimit: POLYGON_BODY_LIMIT_BYTES,
        preValidation: normaliseInput,
        preHandler: checkGeometry,
        config: ctx.config,
      },
      latest,
    );
    app.get(
      `${base.prefix}/latest/combined`,
      {
        schema: { ...latestSchema, querystring: LatestCombinedBody },
        preValidation: normaliseInput,
        preHandler: checkGeometry,
        config: ctx.config,
      },
      latest,
    );

    const stream =
      (framing: 'sse' | 'ndjson') => async (request: FastifyRequest, reply: FastifyReply) => {
        const input = inputOf<CommonInput>(request);
        const filter = filterOf(input, base.tier, false, await limitOf(request, base.tier));
        takeStreamPlace(request, reply, ctx.streams);
        const sink = openStream(reply, framing);
        const unsubscribe = live.hub.subscribe(sink, {
          channel: 'combined',
          filter,
          modelType: input.modelType ?? 'Full',
          geojson: input.modelFormat === 'Geojson',
          framing,
          downsample: input.downsample === true,
        });
        reply.raw.on('close', unsubscribe);
        return reply;
      };
    for (const [path, framing, summary] of [
      ['sse/combined', 'sse', 'Server-Sent Events: one `data:` line per vessel update'],
      ['combined', 'ndjson', 'Newline-delimited JSON: one line per vessel update'],
    ] as const) {
      const schema = {
        ...common,
        summary: `${summary} (${base.tier} tier)`,
        response: { 200: StreamResponse, ...problemResponses(400, 401) },
      };
      app.post(
        `${base.prefix}/${path}`,
        {
          schema: { ...schema, body: StreamCombinedBody },
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
          schema: { ...schema, querystring: StreamCombinedBody },
          preValidation: normaliseInput,
          preHandler: checkGeometry,
          config: { ...ctx.config, stream: true },
        },
        stream(framing),
      );
    }
  };
}
