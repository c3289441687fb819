import type { ArcticProfile, RestrictedAisProfile, UserProfiles } from './profile.js';
import { findAppVariant } from '../app-variants/app-variants.js';
import { FISK_INFO_ROLES, hasPolicy, hasRole, type Grants } from './roles.js';
import { AIS_SOURCES, type AisSource } from './ais-sources.js';

/** The parts of a user profile the rules read. */
export type ProfileFacts = Pick<
  UserProfiles,
  'roles' | 'policies' | 'fiskInfoProfile' | 'fiskInfoApplication' | 'vesselProfile'
>;

/** Holds any of the seven roles other than BwDeveloper (spec 01 §6). */
export function hasFiskInfoRole(grants: Pick<Grants, 'roles'>): boolean {
  return FISK_INFO_ROLES.some((role) => grants.roles.includes(role));
}

function fiskInfoVesselId(profile: ProfileFacts): string | null {
  return profile.fiskInfoProfile?.vesselId || null;
}

/** Has a fisk-info vessel and BwYrkesfisker or BwDownloadFishingfacility (spec 01 §6). */
export function canChangeFiskInfoVessel(profile: ProfileFacts): boolean {
  return (
    fiskInfoVesselId(profile) !== null &&
    (hasRole(profile, 'BwYrkesfisker') || hasRole(profile, 'BwDownloadFishingfacility'))
  );
}

/** Has a vessel id and BwUpdateVesselContactInfo (spec 01 §6). */
export function canUpdateVesselContactInfo(profile: ProfileFacts): boolean {
  const vesselId = profile.vesselProfile?.vesselId || fiskInfoVesselId(profile);
  return Boolean(vesselId) && hasPolicy(profile, 'BwUpdateVesselContactInfo');
}

/** Fishing-facility changes need a fisk-info vessel and BwReportFishingFacility (spec 01 §6). */
export function mayFetchFishingFacilityChanges(profile: ProfileFacts): boolean {
  return fiskInfoVesselId(profile) !== null && hasPolicy(profile, 'BwReportFishingFacility');
}

/** Administer lost fishing facilities (spec 01 §6). */
export function isLostFishingFacilityAdmin(grants: Pick<Grants, 'policies'>): boolean {
  return hasPolicy(grants, 'BwLostFishingFacilityAdmin');
}

/** Read extended fishing-facility data (spec 01 §6). */
export function mayReadExtendedFishingFacility(grants: Pick<Grants, 'policies'>): boolean {
  return hasPolicy(grants, 'BwReadExtendedFishingFacility');
}

/** Base-station diagnostics and other AIS administration (spec 02 §6 IS_AISADMIN). */
export function isAisAdmin(grants: Pick<Grants, 'policies'>): boolean {
  return hasPolicy(grants, 'BwAisAdmin');
}

export type ToolReportKind = 'sensor' | 'fishingFacility' | null;

/**
 * Sensor report if the user may report sensors, else fishing-facility report if allowed,
 * else none (spec 01 §4).
 */
export function toolReportKind(grants: Pick<Grants, 'policies'>): ToolReportKind {
  if (hasPolicy(grants, 'BwReportSensors')) return 'sensor';
  if (hasPolicy(grants, 'BwReportFishingFacility')) return 'fishingFacility';
  return null;
}

/** Arctic profile Approved and an mmsi present (spec 01 §6). */
export function isArcticVessel(arcticProfile: ArcticProfile | null): boolean {
  return arcticProfile?.status === 'Approved' && arcticProfile.mmsi !== null;
}

/**
 * The arctic vessel's mmsi is exposed only in the arctic app (spec 01 §6), the variant whose
 * table entry says so (`arcticinfo`), so the rule and the variant table cannot disagree.
 */
export function exposesArcticMmsi(appName: string): boolean {
  return findAppVariant(appName)?.exposesArcticMmsi === true;
}

/** Restricted AIS stream: a valid restricted AIS profile (spec 01 §6). */
export function hasRestrictedAis(profile: RestrictedAisProfile | null): boolean {
  return profile?.isValid === true;
}

export type RestrictedAisAccess = 'none' | 'valid' | 'full';

/**
 * How the restricted-AIS profile is shown. The spec's line, implemented as written:
 * "Restricted-AIS profile: valid, or full if geoFilter is not null" (spec 01 §4). It reads
 * inverted (a filter usually limits access); that question stays with the product owner.
 */
export function restrictedAisAccess(profile: RestrictedAisProfile | null): RestrictedAisAccess {
  if (!hasRestrictedAis(profile)) return 'none';
  return profile?.geoFilter !== null ? 'full' : 'valid';
}

/**
 * Zone alerts and nearest-SAR queries use the restricted service with restricted access,
 * else the open one; restricted alert zones are added only with it (spec 01 §6, 02 §6).
 */
export function aisServiceFor(profile: RestrictedAisProfile | null): 'restricted' | 'open' {
  return hasRestrictedAis(profile) ? 'restricted' : 'open';
}

export { AIS_SOURCES, type AisSource };

/** The app variant whose weekly views use the fish-health source. */
export const FISH_HEALTH_APP = 'fiskehelse';

/**
 * The AIS source actually used: the preferred one when the user holds its policy, else open
 * (spec 01 §6, 02 §6). fiskinfo needs BwAisFiskinfo and arctic BwArcticUser; aisApi needs
 * none (the public API with the AIS token), and fiskehelse applies only in the fish-health
 * app (checklist default A20).
 */
export function effectiveAisSource(
  preferred: AisSource,
  grants: Pick<Grants, 'policies'>,
  appName: string,
): AisSource {
  switch (preferred) {
    case 'fiskinfo':
      return hasPolicy(grants, 'BwAisFiskinfo') ? 'fiskinfo' : 'open';
    case 'arctic':
      return hasPolicy(grants, 'BwArcticUser') ? 'arctic' : 'open';
    case 'fiskehelse':
      return appName === FISH_HEALTH_APP ? 'fiskehelse' : 'open';
    case 'aisApi':
      return 'aisApi';
    case 'open':
      return 'open';
  }
}

/** A dataset source with the roles it requires (none: anyone). */
export interface RoleGatedSource {
  requiredRoles?: readonly string[];
}

/**
 * The last source whose required roles the user holds supplies the data (spec 02 §6);
 * undefined when none qualifies.
 */
export function datasetSourceFor<S extends RoleGatedSource>(
  sources: readonly S[],
  grants: Pick<Grants, 'roles'>,
): S | undefined {
  let chosen: S | undefined;
  for (const source of sources) {
    const required = source.requiredRoles ?? [];
    if (required.every((role) => grants.roles.includes(role))) chosen = source;
  }
  return chosen;
}

/** Developer tools and their control are shown only to developers (spec 01 §6). */
export function showsDeveloperTools(grants: Pick<Grants, 'roles'>): boolean {
  return hasRole(grants, 'BwDeveloper');
}

export type ApplicationState = 'enabled' | 'pending' | 'disabled';

/**
 * Arctic application: enabled with no profile or status Rejected/Revoked, pending when
 * Pending, otherwise (Approved) not offered (spec 01 §4).
 */
export function arcticApplicationState(arcticProfile: ArcticProfile | null): ApplicationState {
  if (arcticProfile === null) return 'enabled';
  if (arcticProfile.status === 'Pending') return 'pending';
  if (arcticProfile.status === 'Rejected' || arcticProfile.status === 'Revoked') return 'enabled';
  return 'disabled';
}

/**
 * Fisk-info application: pending when its status is Pending; enabled only with no fisk-info
 * role, no vessel and no pending application (spec 01 §4).
 */
export function fiskInfoApplicationState(profile: ProfileFacts): ApplicationState {
  if (profile.fiskInfoApplication?.applicationStatus === 'Pending') return 'pending';
  const hasVessel = Boolean(profile.vesselProfile?.vesselId) || fiskInfoVesselId(profile) !== null;
  return !hasFiskInfoRole(profile) && !hasVessel ? 'enabled' : 'disabled';
}

/** Zone alerts are fetched only when signed in (spec 01 §6). */
export function mayFetchZoneAlerts(signedIn: boolean): boolean {
  return signedIn;
}

/** Restricted alert zones are added only with restricted AIS access (spec 02 §6). */
export function mayAddRestrictedZones(signedIn: boolean, profile: RestrictedAisProfile | null) {
  return signedIn && hasRestrictedAis(profile);
}

/** Server-side saving of user data only for signed-in users (spec 01 §6). */
export function storesUserDataOnServer(signedIn: boolean): boolean {
  return signedIn;
}

/** Some news items require login (spec 01 §3, §6). */
export function showsNewsItem(item: { loginRequired?: boolean }, signedIn: boolean): boolean {
  return !item.loginRequired || signedIn;
}
