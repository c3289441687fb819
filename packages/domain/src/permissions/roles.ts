/** Role names exactly as the identity provider issues them (spec 01 §6). */
export const ROLES = [
  'BwDownloadFishingfacility',
  'BwUtdanningsBruker',
  'BwEksternFiskInfoUtvikler',
  'BwFritidsfisker',
  'BwHavForsker',
  'BwYrkesfisker',
  'BwYrkesfiskerUtland',
  'BwDeveloper',
] as const;
export type Role = (typeof ROLES)[number];

/** Policy names exactly as the identity provider issues them (spec 01 §6). */
export const POLICIES = [
  'BwLostFishingFacilityAdmin',
  'BwUpdateVesselContactInfo',
  'BwReadExtendedFishingFacility',
  'BwReportFishingFacility',
  'BwReportSensors',
  'BwAisAdmin',
  'BwAisFiskinfo',
  'BwArcticUser',
] as const;
export type Policy = (typeof POLICIES)[number];

/**
 * The fisk-info roles: every role except BwDeveloper. Holding any of them makes a user a
 * fisk-info user (spec 01 §6).
 */
export const FISK_INFO_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'BwDeveloper');

/**
 * The policy that makes a user an administrator. AIS administration (base-station
 * diagnostics, registering API clients) needs BwAisAdmin (spec 02 §6 IS_AISADMIN).
 */
export const ADMIN_POLICY: Policy = 'BwAisAdmin';

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function isPolicy(value: string): value is Policy {
  return (POLICIES as readonly string[]).includes(value);
}

/** What a signed-in caller holds: role and policy names as the token carries them. */
export interface Grants {
  roles: readonly string[];
  policies: readonly string[];
}

export function hasRole(grants: Pick<Grants, 'roles'>, role: Role): boolean {
  return grants.roles.includes(role);
}

export function hasPolicy(grants: Pick<Grants, 'policies'>, policy: Policy): boolean {
  return grants.policies.includes(policy);
}
