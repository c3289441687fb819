import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  checkFleetName,
  parseIsoTime,
  zoneGeometryProblem,
  type ZoneAccess,
} from '@havkart/domain';
import type { RouteAccess } from '../auth/access.js';
import type { Caller } from '../auth/verify.js';
import { HttpProblem, problemResponses, sendProblem } from '../plugins/problem-details.js';
import {
  AlertAnswer,
  EventConfig,
  FromQuery,
  ZoneAnswer,
  ZoneBody,
  ZoneParams,
} from './zone-schemas.js';
import {
  TooManyZones,
  createZone,
  deleteZone,
  distressAlerts,
  findZone,
  latestAlertTimes,
  listZones,
  publicZone,
  updateZone,
  zoneAlerts,
  type ZoneInput,
} from './zone-store.js';

/** The alerting bases (A72), declared as the live bases are: a prefix, an access, a tier. */
export const ALERTING_BASES: readonly { prefix: string; access: ZoneAccess; route: RouteAccess }[] =
  [
    { prefix: '/api/v1/alerting', access: 'open', route: 'signedIn' },
    { prefix: '/api/v1/alerting/restricted', access: 'restricted', route: 'aisRestricted' },
  ];

function userOf(request: FastifyRequest): Caller {
  if (request.caller?.kind !== 'user') throw new HttpProblem(401, 'Unauthorized');
  return request.caller;
}

function invalid(reply: FastifyReply, field: string, message: string): FastifyReply {
  return sendProblem(reply, {
    title: 'One or more validation errors occurred.',
    status: 400,
    detail: `Invalid ${field}: ${message}`,
    errors: { [field]: [message] },
  });
}

/** The body's problem the schema cannot see: the trimmed name and the geometry's shape. */
function inputProblem(input: ZoneInput): [string, string] | null {
  if (checkFleetName(input.name)) return ['body.name', 'must be 1–100 characters'];
  const geometry = zoneGeometryProblem(input.geometry);
  return geometry ? ['body.geometry', geometry] : null;
}

const notFound = () => new HttpProblem(404, 'Not Found', 'No such zone', 'ZoneNotFound');

/**
 * Zones and their alerts on the open and restricted alerting bases (spec 02 §7, A66, A72),
 * the distress list and the caller's event configs (`GET /api/v1/events`, R21.12).
 */
export const zoneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.addSchema(ZoneAnswer);
  app.addSchema(AlertAnswer);
  const now = () => new Date(app.live.now());

  /** The owner facts kept with a zone: the address to mail and, restricted, the area. */
  async function ownerOf(caller: Caller, access: ZoneAccess) {
    const stored = await app.identity.storedUser(caller);
    const geoFilter =
      access === 'restricted'
        ? ((await app.identity.restrictedAisProfile(caller))?.geoFilter ?? null)
        : null;
    return { userKey: caller.userKey, mailTo: stored?.email ?? null, geoFilter };
  }

  for (const base of ALERTING_BASES) {
    const config = { access: base.route };
    const tags = ['zone alerts'];
    app.get(
      `${base.prefix}/zones`,
      {
        config,
        schema: {
          tags,
          summary: `The user's ${base.access} alert zones`,
          response: { 200: Type.Array(Type.Ref('Zone')), ...problemResponses(401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return (await listZones(db, userOf(request).userKey, base.access)).map(publicZone);
      },
    );

    app.post(
      `${base.prefix}/zones`,
      {
        config,
        schema: {
          tags,
          summary: `Creates a ${base.access} alert zone; vessels already inside do not alert`,
          body: ZoneBody,
          response: { 201: Type.Ref('Zone'), ...problemResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const input = request.body as ZoneInput;
        const problem = inputProblem(input);
        if (problem) return invalid(reply, ...problem);
        const caller = userOf(request);
        try {
          const zone = await createZone(
            db,
            await ownerOf(caller, base.access),
            base.access,
            input,
            now(),
          );
          app.alerting.zoneSaved(zone);
          return reply.code(201).send(publicZone(zone));
        } catch (error) {
          if (error instanceof TooManyZones) return invalid(reply, 'body', error.message);
          throw error;
        }
      },
    );

    app.put(
      `${base.prefix}/zones/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Replaces a ${base.access} alert zone's settings`,
          params: ZoneParams,
          body: ZoneBody,
          response: { 200: Type.Ref('Zone'), ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const input = request.body as ZoneInput;
        const problem = inputProblem(input);
        if (problem) return invalid(reply, ...problem);
        const caller = userOf(request);
        const zone = await updateZone(
          db,
          await ownerOf(caller, base.access),
          base.access,
          request.params.id,
          input,
          now(),
        );
        if (!zone) throw notFound();
        app.alerting.zoneSaved(zone);
        return publicZone(zone);
      },
    );

    app.delete(
      `${base.prefix}/zones/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Deletes a ${base.access} alert zone and its alerts`,
          params: ZoneParams,
          response: { 204: Type.Null(), ...problemResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await deleteZone(db, userOf(request).userKey, base.access, id))) throw notFound();
        app.alerting.zoneDeleted(id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      `${base.prefix}/zones/:id/alerts`,
      {
        config,
        schema: {
          tags,
          summary: `A ${base.access} zone's alerts, newest first, from a time on (R21.05)`,
          params: ZoneParams,
          querystring: FromQuery,
          response: {
            200: Type.Array(Type.Ref('ZoneAlert')),
            ...problemResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const fromMs =
          request.query.from === undefined ? undefined : parseIsoTime(request.query.from);
        if (fromMs === null)
          return invalid(reply, 'querystring.from', 'not a date the calendar has');
        const zone = await findZone(db, userOf(request).userKey, base.access, request.params.id);
        if (!zone) throw notFound();
        reply.header('cache-control', 'private, no-store');
        return zoneAlerts(
          db,
          zone.id,
          fromMs === undefined ? undefined : new Date(fromMs).toISOString(),
        );
      },
    );
  }

  app.get(
    '/api/v1/alerting/distress',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['zone alerts'],
        summary: 'Distress beacons heard (AIS-SART, MOB, EPIRB-AIS), tests marked, newest first',
        querystring: FromQuery,
        response: { 200: Type.Array(Type.Ref('ZoneAlert')), ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      userOf(request);
      const fromMs =
        request.query.from === undefined ? undefined : parseIsoTime(request.query.from);
      if (fromMs === null) return invalid(reply, 'querystring.from', 'not a date the calendar has');
      reply.header('cache-control', 'private, no-store');
      return distressAlerts(db, fromMs === undefined ? undefined : new Date(fromMs).toISOString());
    },
  );

  app.get(
    '/api/v1/events',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['zone alerts'],
        summary: "The caller's event configs: each zone's alerts and the distress list (R21.12)",
        response: { 200: Type.Array(EventConfig), ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const caller = userOf(request);
      const restricted = await app.identity.restrictedAisProfile(caller);
      const bases = ALERTING_BASES.filter(
        (base) => base.access === 'open' || restricted?.isValid === true,
      );
      const zones = (
        await Promise.all(
          bases.map(async (base) => ({
            base,
            zones: await listZones(db, caller.userKey, base.access),
          })),
        )
      ).flatMap(({ base, zones }) => zones.map((zone) => ({ base, zone })));
      const latest = await latestAlertTimes(
        db,
        zones.map(({ zone }) => zone.id),
      );
      reply.header('cache-control', 'private, no-store');
      return [
        ...zones.map(({ base, zone }) => ({
          category: 'zoneAlert',
          id: zone.id,
          url: `${base.prefix}/zones/${zone.id}/alerts`,
          lastUpdated: latest.zones.get(zone.id) ?? null,
          props: { name: zone.name, access: zone.access },
        })),
        {
          category: 'distress',
          id: 'distress',
          url: '/api/v1/alerting/distress',
          lastUpdated: latest.distress,
          props: {},
        },
      ];
    },
  );
};
