/** Turning validated request input into filters and options. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem, sendProblem } from '../../plugins/problem-details.js';
import { compileVesselFilter, type CombinedFilterInput, type VesselFilter } from '../filters.js';
import { assertPolygonWithinLimits, type Polygon } from '../geometry.js';
import type { ModelFormat, ModelType } from '../representation.js';
import type { AisIncludes } from '../stream-hub.js';
import type { StreamLimits, StreamPlace } from '../stream-limits.js';
import type { LiveTier } from '../tiers.js';
import { normaliseFilterInput } from './schemas.js';

/** Normalises the body (POST) or query (GET) before validation. */
export async function normaliseInput(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET') {
    (request as { query: unknown }).query = normaliseFilterInput(request.query, true);
  } else {
    request.body = normaliseFilterInput(request.body, false);
  }
}

/** The part of the request the filter came in, as validation errors name it. */
function inputPart(request: FastifyRequest): string {
  return request.method === 'GET' ? 'querystring' : 'body';
}

/**
 * Refuses a geometry over the polygon limits with a 400 naming the field; a preHandler, so
 * it runs after validation and before a stream starts.
 */
export async function checkGeometry(request: FastifyRequest): Promise<void> {
  const geometry = inputOf<CommonInput>(request).geometry;
  if (geometry) {
    assertPolygonWithinLimits(geometry.coordinates, `${inputPart(request)}.geometry.coordinates`);
  }
}

/** Whom open streams are counted against: the token's subject, else the client's address. */
export function streamClient(request: FastifyRequest): string {
  return request.caller ? `subject:${request.caller.userKey}` : `address:${request.ip}`;
}

/**
 * A place for one more open stream of this client, given back when the response closes; a
 * 429 problem when the client or the process holds as many as allowed. Call before the
 * response starts.
 */
export function takeStreamPlace(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: StreamLimits,
): StreamPlace {
  const taken = limits.take(streamClient(request));
  if (taken === 'client') {
    throw new HttpProblem(
      429,
      'Too Many Requests',
      `This client already has ${limits.perClient} live streams open; close one first`,
    );
  }
  if (taken === 'total') {
    throw new HttpProblem(
      429,
      'Too Many Requests',
      'The server has as many live streams open as it serves; try again later',
    );
  }
  // The response's close: when the stream ends, the client goes, or an answer is sent instead.
  reply.raw.once('close', taken.release);
  return taken;
}

/** The validated input of a request, whichever way it came. */
export function inputOf<T>(request: FastifyRequest): T {
  return (request.method === 'GET' ? request.query : request.body) as T;
}

export interface CommonInput extends CombinedFilterInput {
  modelType?: ModelType;
  modelFormat?: ModelFormat;
  downsample?: boolean;
  geometry?: Polygon;
}

export function filterOf(
  input: CommonInput,
  tier: LiveTier,
  withSince: boolean,
  limit: VesselFilter['limit'] = null,
): VesselFilter {
  return {
    ...compileVesselFilter(withSince ? input : { ...input, since: undefined }, tier),
    limit,
  };
}

/** On the restricted tier, the area the caller's restricted-AIS profile allows; else none. */
export async function limitOf(
  request: FastifyRequest,
  tier: LiveTier,
): Promise<VesselFilter['limit']> {
  return tier === 'restricted' ? request.server.identity.restrictedAisArea(request.caller) : null;
}

export interface IncludeInput {
  includePosition?: boolean;
  includeStatic?: boolean;
  includeAton?: boolean;
  includeSafetyRelated?: boolean;
  includeBinaryBroadcastMetHyd?: boolean;
}

const NONE_INCLUDED =
  'At least one of IncludePosition, IncludeStatic, IncludeAton, IncludeSafetyRelated or IncludeBinaryBroadcastMetHyd must be true.';

/**
 * The include flags, or null after answering 400 when all are false (or absent), as the
 * BarentsWatch API does.
 */
export function includesOf(input: IncludeInput, reply: FastifyReply): AisIncludes | null {
  const includes: AisIncludes = {
    position: input.includePosition === true,
    static: input.includeStatic === true,
    aton: input.includeAton === true,
    safety: input.includeSafetyRelated === true,
    meteo: input.includeBinaryBroadcastMetHyd === true,
  };
  if (Object.values(includes).some(Boolean)) return includes;
  void sendProblem(reply, {
    title: 'One or more validation errors occurred.',
    status: 400,
    detail: NONE_INCLUDED,
    errors: { '': [NONE_INCLUDED] },
  });
  return null;
}
