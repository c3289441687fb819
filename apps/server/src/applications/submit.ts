import {
  areaGeometry,
  arcticApplicationState,
  fiskInfoApplicationState,
  hasRole,
  type Role,
  type VesselProfile,
} from '@havkart/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';
import { HttpProblem } from '../plugins/problem-details.js';
import type { StoredUser } from '../auth/users.js';
import type { ApplicationRequest } from './grants.js';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown) => trim(value) || null;

export const pendingProblem = () =>
  new HttpProblem(
    409,
    'Conflict',
    'You already have an application pending',
    'UserHasPendingApplication',
  );

/** The stored request of a valid AIS form. */
export function aisRequest(form: Record<string, unknown>): ApplicationRequest {
  const area = areaGeometry(form.areaOfInterest);
  if (!area) throw new Error('validated area expected');
  return {
    kind: 'ais',
    areaOfInterest: area,
    companyName: trim(form.companyName),
    dataPurposeDescription: trim(form.dataPurposeDescription),
    email: trim(form.email).toLowerCase(),
    firstName: trim(form.firstName),
    lastName: trim(form.lastName),
    phone: trim(String(form.phone)).replace(/\s/g, ''),
  };
}

/** The arctic application is open with no profile, or after a rejection or revocation. */
export function arcticRequest(user: StoredUser, form: Record<string, unknown>): ApplicationRequest {
  const state = arcticApplicationState(user.profile.arcticProfile);
  if (state === 'pending') throw pendingProblem();
  if (state === 'disabled') {
    throw new HttpProblem(
      409,
      'Conflict',
      'The arctic access is already approved',
      'ApplicationCannotBeUpdated',
    );
  }
  return { kind: 'arctic', mmsi: Number(trim(String(form.mmsi))), comment: optional(form.comment) };
}

/**
 * The fisk-info application (spec 01 §4): refused while one is pending, for a recreational
 * fisher asking again, and for a user who already has fisk-info access; the call sign must
 * name a registered vessel, and a licensed fishing vessel is not for a recreational fisher.
 */
export async function fiskInfoRequest(
  db: Kysely<Database>,
  user: StoredUser,
  form: Record<string, unknown>,
): Promise<ApplicationRequest> {
  const facts = { roles: user.roles, policies: user.policies, ...user.profile };
  const state = fiskInfoApplicationState(facts);
  if (state === 'pending') throw pendingProblem();
  if (hasRole(user, 'BwFritidsfisker')) {
    throw new HttpProblem(
      409,
      'Conflict',
      'You cannot make additional applications as a recreational fisher',
      'UserCannotMakeAdditionalApplicationsAsRecreationalFisher',
    );
  }
  if (state === 'disabled') {
    throw new HttpProblem(
      409,
      'Conflict',
      'You already have extended FiskInfo access',
      'UserAlreadyHasExtendedFiskInfoAccess',
    );
  }
  const role = form.role as Role;
  const callSign = optional(form.callSign)?.toUpperCase() ?? null;
  let vessel: VesselProfile | null = null;
  if (callSign) {
    const row = await db
      .selectFrom('fishing_vessels')
      .selectAll()
      .where('call_sign', '=', callSign)
      .executeTakeFirst();
    if (!row) {
      throw new HttpProblem(
        404,
        'Not Found',
        'No vessel profile with provided ID found',
        'VesselNotFound',
      );
    }
    if (role === 'BwFritidsfisker' && Number(row.licensed) === 1) {
      throw new HttpProblem(
        409,
        'Conflict',
        'Recreational fishers cannot use a callsign associated with a fishing vessel',
        'RecreationalFisherCannotUseLicensedFishingVessel',
      );
    }
    vessel = {
      vesselId: row.vessel_id,
      name: row.name,
      mmsi: row.mmsi === null ? null : Number(row.mmsi),
      callSign: row.call_sign,
      registrationMark: row.registration_mark,
      contactPhone: null,
      contactEmail: null,
    };
  }
  return { kind: 'fiskinfo', role, callSign, vessel, comment: optional(form.comment) };
}
