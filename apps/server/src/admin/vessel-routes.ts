import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_POLICY } from '@havkart/domain';
import { requirePolicy } from '../auth/access.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { recordAdminAction } from './audit.js';

const ADMIN = requirePolicy(ADMIN_POLICY);

const FishingVessel = Type.Object({
  vesselId: Type.String(),
  callSign: Type.String(),
  name: Type.String(),
  mmsi: Type.Union([Type.Integer(), Type.Null()]),
  registrationMark: Type.Union([Type.String(), Type.Null()]),
  licensed: Type.Boolean(),
});

/**
 * The register of fishing vessels that fisk-info applications name by call sign: a
 * licensed fishing vessel cannot be used by a recreational fisher (spec 02 §8).
 */
export const vesselRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/api/v1/admin/vessels',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'The fishing-vessel register',
        response: { 200: Type.Array(FishingVessel), ...problemResponses(401, 403) },
      },
    },
    async () => {
      const rows = await db
        .selectFrom('fishing_vessels')
        .selectAll()
        .orderBy('call_sign')
        .execute();
      return rows.map((row) => ({
        vesselId: row.vessel_id,
        callSign: row.call_sign,
        name: row.name,
        mmsi: row.mmsi === null ? null : Number(row.mmsi),
        registrationMark: row.registration_mark,
        licensed: Number(row.licensed) === 1,
      }));
    },
  );

  app.post(
    '/api/v1/admin/vessels',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Register a fishing vessel',
        body: Type.Object(
          {
            callSign: Type.String({ pattern: '^[A-Za-z0-9]{2,20}$' }),
            name: Type.String({ minLength: 1, maxLength: 200 }),
            mmsi: Type.Optional(Type.Integer({ minimum: 100_000_000, maximum: 999_999_999 })),
            registrationMark: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
            licensed: Type.Boolean(),
          },
          { additionalProperties: false },
        ),
        response: { 201: FishingVessel, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const callSign = body.callSign.toUpperCase();
      const taken = await db
        .selectFrom('fishing_vessels')
        .select('vessel_id')
        .where('call_sign', '=', callSign)
        .executeTakeFirst();
      if (taken) throw new HttpProblem(409, 'Conflict', `The call sign ${callSign} is registered`);
      const vessel = {
        vesselId: randomUUID(),
        callSign,
        name: body.name.trim(),
        mmsi: body.mmsi ?? null,
        registrationMark: body.registrationMark ?? null,
        licensed: body.licensed,
      };
      await db
        .insertInto('fishing_vessels')
        .values({
          vessel_id: vessel.vesselId,
          call_sign: vessel.callSign,
          name: vessel.name,
          mmsi: vessel.mmsi,
          registration_mark: vessel.registrationMark,
          licensed: vessel.licensed ? 1 : 0,
          created_at: new Date().toISOString(),
        })
        .execute();
      await recordAdminAction(db, request, {
        action: 'vessel.create',
        target: vessel.vesselId,
        details: vessel,
      });
      return reply.code(201).send(vessel);
    },
  );
};
