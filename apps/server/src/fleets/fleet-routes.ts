import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  FLEET_MMSI_PATTERN,
  FLEET_NAME_MAX_LENGTH,
  MAX_VESSELS_PER_FLEET,
  type FleetVesselVerb,
} from '@havkart/domain';
import { HttpProblem, problemResponses, sendProblem } from '../plugins/problem-details.js';
import {
  FleetRefused,
  changeFleetVessels,
  createFleet,
  deleteFleet,
  listFleets,
} from './fleet-store.js';

const Mmsi = Type.String({ pattern: FLEET_MMSI_PATTERN, examples: ['257000001'] });
// The array bound is a little above the fleet limit so the store's rule (after duplicates
// are dropped) names the problem; the schema only keeps absurd bodies out.
const MmsiList = Type.Array(Mmsi, { maxItems: MAX_VESSELS_PER_FLEET * 2 });

const Fleet = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    mmsis: Type.Array(Type.String()),
  },
  { $id: 'Fleet', description: 'A fleet of vessels (spec 02 §3).' },
);
const NewFleet = Type.Object(
  {
    // Length checked after trimming by the domain rule; the schema bounds the raw text.
    name: Type.String({ minLength: 1, maxLength: FLEET_NAME_MAX_LENGTH * 4 }),
    mmsis: MmsiList,
  },
  { additionalProperties: false },
);
const FleetParams = Type.Object({
  id: Type.String({ maxLength: 64, examples: ['00000000-0000-0000-0000-000000000000'] }),
});

function ownerOf(request: FastifyRequest): string {
  // The `signedIn` declaration has refused anyone else already.
  if (request.caller?.kind !== 'user') throw new HttpProblem(401, 'Unauthorized');
  return request.caller.userKey;
}

function refused(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof FleetRefused)) throw error;
  const { field, message } = error.problem;
  return sendProblem(reply, {
    title: 'One or more validation errors occurred.',
    status: 400,
    detail: `Invalid ${field}: ${message}`,
    errors: { [field]: [message] },
  });
}

// Another user's fleet is answered exactly like a missing one (R20.14), so ids leak nothing.
const notFound = () => new HttpProblem(404, 'Not Found', 'No such fleet', 'FleetNotFound');

/**
 * The signed-in user's fleets (spec 02 §7, A51): list, create, delete, and add, replace or
 * remove vessels. Every query is scoped to the caller's `userKey`.
 */
export const fleetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.addSchema(Fleet);

  app.get(
    '/api/v1/geodata/fleets',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['fleets'],
        summary: "The signed-in user's fleets",
        response: { 200: Type.Array(Type.Ref('Fleet')), ...problemResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listFleets(db, ownerOf(request));
    },
  );

  app.post(
    '/api/v1/geodata/fleets',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['fleets'],
        summary: 'Creates a fleet (at most 50 per user, 500 vessels each)',
        body: NewFleet,
        response: { 201: Type.Ref('Fleet'), ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      try {
        const fleet = await createFleet(db, ownerOf(request), request.body);
        return reply.code(201).send(fleet);
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.delete(
    '/api/v1/geodata/fleets/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['fleets'],
        summary: 'Deletes one of the user’s fleets',
        params: FleetParams,
        response: { 204: Type.Null(), ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteFleet(db, ownerOf(request), request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  const verbs: [method: 'post' | 'patch' | 'delete', verb: FleetVesselVerb, summary: string][] = [
    ['post', 'add', 'Adds vessels to the fleet'],
    ['patch', 'replace', 'Replaces the fleet’s vessels'],
    ['delete', 'remove', 'Removes the listed vessels from the fleet'],
  ];
  for (const [method, verb, summary] of verbs) {
    app[method](
      '/api/v1/geodata/fleets/:id/vessels',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['fleets'],
          summary,
          params: FleetParams,
          body: MmsiList,
          response: { 200: Type.Ref('Fleet'), ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        try {
          const fleet = await changeFleetVessels(
            db,
            ownerOf(request),
            request.params.id,
            verb,
            request.body,
          );
          if (!fleet) throw notFound();
          return fleet;
        } catch (error) {
          return refused(reply, error);
        }
      },
    );
  }
};
