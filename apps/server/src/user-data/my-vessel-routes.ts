import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canUpdateVesselContactInfo } from '@havkart/domain';
import { Type } from 'typebox';
import { userProfiles } from '../auth/users.js';
import { updateUser } from '../applications/application-store.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { VesselProfile } from './schemas.js';

/** A phone number as people write them: digits, spaces, +, -, parentheses. */
const Phone = Type.String({ minLength: 3, maxLength: 40, pattern: '^\\+?[0-9 ()-]{3,40}$' });
const Email = Type.String({ maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });

export const VesselContact = Type.Object(
  {
    contactPhone: Type.Union([Phone, Type.Null()]),
    contactEmail: Type.Union([Email, Type.Null()]),
  },
  { additionalProperties: false },
);

const noVessel = () =>
  new HttpProblem(404, 'Not Found', 'The user has no vessel', 'VesselNotFound');

/**
 * The own vessel's contact information (spec 01 §6): changed by its user when they hold
 * BwUpdateVesselContactInfo and have a vessel id (`canUpdateVesselContactInfo`).
 */
export const myVesselRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/v1/vessel/own/contact',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['user'],
        summary: "Change the phone and e-mail of the signed-in user's own vessel",
        body: VesselContact,
        response: { 200: VesselProfile, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = request.caller ? (await app.identity.storedUser(request.caller))?.id : null;
      if (!userId) throw noVessel();
      // Read and written under the user row's lock: an administrator's decision on this
      // user's applications (which writes the same profile) is never overwritten.
      const { vessel, updated } = await updateUser(app.db, userId, (stored) => {
        const vessel = stored.profile.vesselProfile;
        if (!vessel) throw noVessel();
        if (!canUpdateVesselContactInfo(userProfiles(stored))) {
          throw new HttpProblem(403, 'Forbidden', 'Not allowed to update the vessel contact');
        }
        const updated = { ...vessel, ...request.body };
        return {
          grants: { ...stored, profile: { ...stored.profile, vesselProfile: updated } },
          result: { vessel, updated },
        };
      });
      request.log.info({ vesselId: vessel.vesselId }, 'vessel contact changed');
      reply.header('cache-control', 'private, no-store');
      return updated;
    },
  );
};
