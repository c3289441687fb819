// Who is reporting: the signed-in user's stored profile decides the vessel whose gear they
// report (spec 01 §6, R10.17), read fresh on every request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayFetchFishingFacilityChanges } from '@havkart/domain';
import { userProfiles } from '../auth/users.js';
import { HttpProblem } from '../plugins/problem-details.js';
import type { Reporter } from './tool-store.js';

export function userKeyOf(request: FastifyRequest): string {
  // The route's access declaration has refused anyone but a signed-in user already.
  if (request.caller?.kind !== 'user') throw new HttpProblem(401, 'Unauthorized');
  return request.caller.userKey;
}

/**
 * The reporter of a fishing-facility report: a fisk-info vessel and BwReportFishingFacility
 * (R10.17); 403 otherwise, since the gear must belong to someone's vessel.
 */
export async function facilityReporter(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Reporter> {
  const userKey = userKeyOf(request);
  const stored = request.caller ? await app.identity.storedUser(request.caller) : null;
  const profiles = stored ? userProfiles(stored) : null;
  const vesselId = profiles?.fiskInfoProfile?.vesselId;
  if (!profiles || !vesselId || !mayFetchFishingFacilityChanges(profiles)) {
    throw new HttpProblem(
      403,
      'Forbidden',
      'Fishing-facility reports need a fisk-info vessel and BwReportFishingFacility',
    );
  }
  const vesselProfile = profiles.vesselProfile;
  const vessel: Record<string, string> = {};
  if (vesselProfile?.vesselId === vesselId) {
    if (vesselProfile.name) vessel['vesselName'] = vesselProfile.name;
    if (vesselProfile.callSign) vessel['ircs'] = vesselProfile.callSign;
    if (vesselProfile.mmsi) vessel['mmsi'] = String(vesselProfile.mmsi);
    if (vesselProfile.registrationMark) vessel['regNum'] = vesselProfile.registrationMark;
  }
  return { userKey, vesselId, vessel: Object.keys(vessel).length ? vessel : null };
}
