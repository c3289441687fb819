import type { GeoJsonGeometry, Policy, Role, VesselProfile } from '@havkart/domain';
import type { StoredProfile } from '../auth/demo-users.js';

/** What an application asked for, as stored in its `details`. */
export type ApplicationRequest =
  | {
      kind: 'ais';
      areaOfInterest: GeoJsonGeometry;
      companyName: string;
      dataPurposeDescription: string;
      email: string;
      firstName: string;
      lastName: string;
      phone: string;
    }
  | { kind: 'arctic'; mmsi: number; comment: string | null }
  | {
      kind: 'fiskinfo';
      role: Role;
      callSign: string | null;
      vessel: VesselProfile | null;
      comment: string | null;
    };

export type ApplicationKind = ApplicationRequest['kind'];
export type Decision = 'approve' | 'reject' | 'revoke';
export type Status = 'Pending' | 'Approved' | 'Rejected' | 'Revoked';

/** A user's grants and profile, as the users table holds them. */
export interface UserGrants {
  roles: string[];
  policies: string[];
  profile: StoredProfile;
}

/** The status a decision moves an application to, from the one status it may start at. */
export const TRANSITIONS: Record<Decision, { from: Status; to: Status }> = {
  approve: { from: 'Pending', to: 'Approved' },
  reject: { from: 'Pending', to: 'Rejected' },
  revoke: { from: 'Approved', to: 'Revoked' },
};

const ARCTIC_POLICY: Policy = 'BwArcticUser';

const withItem = (list: string[], item: string) => (list.includes(item) ? list : [...list, item]);
const withoutItem = (list: string[], item: string) => list.filter((entry) => entry !== item);

/** What submitting an application records on the user's profile (its pending state). */
export function submitted(user: UserGrants, request: ApplicationRequest): UserGrants {
  const profile = { ...user.profile };
  if (request.kind === 'arctic') profile.arcticProfile = { status: 'Pending', mmsi: request.mmsi };
  if (request.kind === 'fiskinfo') profile.fiskInfoApplication = { applicationStatus: 'Pending' };
  return { ...user, profile };
}

/**
 * The user's grants after a decision: approval gives what the application asked for
 * (restricted AIS with the area as geoFilter; the arctic profile and policy; the fisk-info
 * role and vessel), revoking takes it back, rejecting only records the status.
 */
export function decided(user: UserGrants, request: ApplicationRequest, to: Status): UserGrants {
  const profile = { ...user.profile };
  let { roles, policies } = user;
  switch (request.kind) {
    case 'ais':
      if (to === 'Approved') {
        profile.restrictedAisProfile = { isValid: true, geoFilter: request.areaOfInterest };
      } else if (to === 'Revoked') {
        profile.restrictedAisProfile = null;
      }
      break;
    case 'arctic':
      profile.arcticProfile = { status: to, mmsi: request.mmsi };
      policies =
        to === 'Approved'
          ? withItem(policies, ARCTIC_POLICY)
          : withoutItem(policies, ARCTIC_POLICY);
      break;
    case 'fiskinfo':
      profile.fiskInfoApplication = { applicationStatus: to };
      if (to === 'Approved') {
        roles = withItem(roles, request.role);
        if (request.vessel) {
          profile.fiskInfoProfile = { vesselId: request.vessel.vesselId };
          profile.vesselProfile = request.vessel;
        }
      } else if (to === 'Revoked') {
        roles = withoutItem(roles, request.role);
        if (request.vessel && profile.fiskInfoProfile?.vesselId === request.vessel.vesselId) {
          profile.fiskInfoProfile = null;
          profile.vesselProfile = null;
        }
      }
      break;
  }
  return { roles, policies, profile };
}
