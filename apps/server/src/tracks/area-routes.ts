import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { countryFromMmsi } from '@havkart/domain';
import { assertPolygonWithinLimits, POLYGON_BODY_LIMIT_BYTES } from '../live/geometry.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import type { Ring } from './area.js';
import type { TrackStore } from './store.js';
import type { TrackAccess, TrackTier } from './track-access.js';
import { formatMsgtime, COORD_SCALE } from './track-point.js';
import { AreaBody, MmsiList, VesselsInArea } from './track-schemas.js';
import { parseIsoSeconds } from './track-time.js';

/** Longest time range an area call may ask for (A18: area activity spans at most 7 days). */
export const MAX_AREA_SECONDS = 7 * 86_400;

const KEYS = new Map(
  ['msgTimeFrom', 'msgTimeTo', 'polygon'].map((key) => [key.toLowerCase(), key]),
);

/**
 * Public clients of the historic API send `msgtimefrom`/`msgtimeto` in lower case; the
 * original binds keys case-insensitively, so the body's keys are put in our case before
 * validation.
 */
async function normaliseKeys(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) out[KEYS.get(key.toLowerCase()) ?? key] = value;
  request.body = out;
}

function areaRange(body: { msgTimeFrom: string; msgTimeTo: string }): [number, number] {
  const from = parseIsoSeconds(body.msgTimeFrom);
  const to = parseIsoSeconds(body.msgTimeTo);
  if (from === null)
    throw new HttpProblem(
      400,
      'Bad Request',
      `msgTimeFrom "${body.msgTimeFrom}" is not an ISO 8601 time`,
    );
  if (to === null)
    throw new HttpProblem(
      400,
      'Bad Request',
      `msgTimeTo "${body.msgTimeTo}" is not an ISO 8601 time`,
    );
  if (to < from) throw new HttpProblem(400, 'Bad Request', 'msgTimeTo is before msgTimeFrom');
  if (to - from > MAX_AREA_SECONDS) {
    throw new HttpProblem(
      400,
      'Bad Request',
      `The range from msgTimeFrom to msgTimeTo is longer than ${MAX_AREA_SECONDS / 86_400} days`,
    );
  }
  return [from, to];
}

function checkRings(rings: readonly Ring[]): void {
  rings.forEach((ring, r) => {
    for (const [lon, lat] of ring) {
      if (!(Math.abs(lat!) <= 90)) {
        throw new HttpProblem(
          400,
          'Bad Request',
          `polygon.coordinates[${r}] has a latitude outside ±90`,
        );
      }
      if (!(Math.abs(lon!) <= 180)) {
        throw new HttpProblem(
          400,
          'Bad Request',
          `polygon.coordinates[${r}] has a longitude outside ±180`,
        );
      }
    }
  });
}

const VESSELS_IN_AREA: { path: string; tier: TrackTier }[] = [
  { path: '/api/v1/geodata/ais/open/vesselsinarea', tier: 'open' },
  { path: '/api/v1/geodata/ais/fiskinfo/vesselsinarea', tier: 'fiskinfo' },
  { path: '/api/v1/geodata/ais/arctic/vesselsinarea', tier: 'arctic' },
  { path: '/api/open/v1/historic/shipsinarea', tier: 'open' },
  { path: '/api/v1/historic/shipsinarea', tier: 'open' },
];

/** Vessels in a polygon over a time range: the area-activity calls and `mmsiinarea`. */
export const areaRoutes: FastifyPluginAsyncTypebox<{
  store: TrackStore;
  access: TrackAccess;
}> = async (app, { store, access }) => {
  const hitsFor = async (tier: TrackTier, body: Static<typeof AreaBody>) => {
    const [from, to] = areaRange(body);
    const rings = body.polygon.coordinates;
    assertPolygonWithinLimits(rings, 'body.polygon.coordinates');
    checkRings(rings);
    const hits = await store.vesselsInArea(rings, from, to);
    return hits.filter((hit) => access.visible(tier, hit.mmsi));
  };

  for (const route of VESSELS_IN_AREA) {
    app.post(
      route.path,
      {
        preValidation: normaliseKeys,
        bodyLimit: POLYGON_BODY_LIMIT_BYTES,
        config: { access: access.routeAccess(route.tier) },
        schema: {
          tags: ['area'],
          summary: `Vessels in an area over a time range, ${route.tier}`,
          description: `Every vessel with a position inside the polygon between msgTimeFrom and msgTimeTo (at most ${MAX_AREA_SECONDS / 86_400} days apart), with its last such position. Keys are matched without regard to case. 204 when there are none.`,
          body: AreaBody,
          response: {
            200: VesselsInArea,
            204: { type: 'null', description: 'No vessels in the area' },
            ...problemResponses(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        const hits = await hitsFor(route.tier, request.body);
        if (hits.length === 0) return reply.code(204).send(null);
        return hits.map(({ mmsi, point }) => ({
          mmsi,
          countryCode: countryFromMmsi(mmsi),
          msgtime: formatMsgtime(point.t),
          latitude: Math.round((point.lat / COORD_SCALE) * 1e6) / 1e6,
          longitude: Math.round((point.lon / COORD_SCALE) * 1e6) / 1e6,
        }));
      },
    );
  }

  app.post(
    '/api/v1/historic/mmsiinarea',
    {
      preValidation: normaliseKeys,
      bodyLimit: POLYGON_BODY_LIMIT_BYTES,
      config: { access: access.routeAccess('open') },
      schema: {
        tags: ['historic'],
        summary: 'MMSIs seen in an area over a time range (historic AIS API)',
        body: AreaBody,
        response: { 200: MmsiList, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => (await hitsFor('open', request.body)).map((hit) => hit.mmsi),
  );
};
