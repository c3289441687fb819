import type { Policy, Role, UserProfiles } from '@havkart/domain';

/** The profile parts of a user other than identity, roles and policies. */
export type StoredProfile = Pick<
  UserProfiles,
  | 'arcticProfile'
  | 'fiskInfoApplication'
  | 'fiskInfoProfile'
  | 'restrictedAisProfile'
  | 'vesselProfile'
>;

export interface DemoUser {
  username: string;
  name: string;
  /** Which kind of user of spec 01 §1 this one stands for. */
  kind: string;
  roles: Role[];
  policies: Policy[];
  profile: StoredProfile;
}

const NO_PROFILE: StoredProfile = {
  arcticProfile: null,
  fiskInfoApplication: null,
  fiskInfoProfile: null,
  restrictedAisProfile: null,
  vesselProfile: null,
};

function vessel(vesselId: string, name: string, mmsi: number, callSign: string) {
  return {
    fiskInfoProfile: { vesselId },
    vesselProfile: {
      vesselId,
      name,
      mmsi,
      callSign,
      registrationMark: null,
      contactPhone: null,
      contactEmail: null,
    },
  };
}

/** Vestfjorden and Lofoten: the researcher's restricted-AIS area. */
const LOFOTEN_AREA = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [12.0, 67.5],
      [16.5, 67.5],
      [16.5, 68.8],
      [12.0, 68.8],
      [12.0, 67.5],
    ],
  ],
};

/**
 * One demo user per role and one administrator (documented in the README). Fictional
 * vessels and MMSIs in the Norwegian range; the administrator holds every policy.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'yrkesfisker',
    name: 'Demo Yrkesfisker',
    kind: 'professional fisher',
    roles: ['BwYrkesfisker'],
    policies: [
      'BwReportFishingFacility',
      'BwUpdateVesselContactInfo',
      'BwAisFiskinfo',
      'BwReadExtendedFishingFacility',
    ],
    profile: { ...NO_PROFILE, ...vessel('demo-vessel-1', 'DEMO HAVFISK', 257990001, 'LDEM1') },
  },
  {
    username: 'utlandsfisker',
    name: 'Demo Foreign Fisher',
    kind: 'professional fisher (foreign)',
    roles: ['BwYrkesfiskerUtland'],
    policies: ['BwArcticUser'],
    profile: { ...NO_PROFILE, arcticProfile: { status: 'Approved', mmsi: 257990002 } },
  },
  {
    username: 'nedlaster',
    name: 'Demo Nedlaster',
    kind: 'fishing-facility downloader',
    roles: ['BwDownloadFishingfacility'],
    policies: ['BwReportFishingFacility'],
    profile: { ...NO_PROFILE, ...vessel('demo-vessel-3', 'DEMO KYSTBAS', 257990003, 'LDEM3') },
  },
  {
    username: 'fritidsfisker',
    name: 'Demo Fritidsfisker',
    kind: 'recreational fisher',
    roles: ['BwFritidsfisker'],
    policies: [],
    profile: { ...NO_PROFILE, fiskInfoApplication: { applicationStatus: 'Pending' } },
  },
  {
    username: 'havforsker',
    name: 'Demo Havforsker',
    kind: 'researcher',
    roles: ['BwHavForsker'],
    policies: ['BwReportSensors'],
    profile: { ...NO_PROFILE, restrictedAisProfile: { isValid: true, geoFilter: LOFOTEN_AREA } },
  },
  {
    username: 'utdanning',
    name: 'Demo Utdanning',
    kind: 'education user',
    roles: ['BwUtdanningsBruker'],
    policies: [],
    profile: NO_PROFILE,
  },
  {
    username: 'eksternutvikler',
    name: 'Demo External Developer',
    kind: 'external developer',
    roles: ['BwEksternFiskInfoUtvikler'],
    policies: [],
    profile: NO_PROFILE,
  },
  {
    username: 'utvikler',
    name: 'Demo Utvikler',
    kind: 'developer',
    roles: ['BwDeveloper'],
    policies: [],
    profile: NO_PROFILE,
  },
  {
    username: 'admin',
    name: 'Demo Administrator',
    kind: 'administrator',
    roles: ['BwDeveloper'],
    policies: [
      'BwLostFishingFacilityAdmin',
      'BwUpdateVesselContactInfo',
      'BwReadExtendedFishingFacility',
      'BwReportFishingFacility',
      'BwReportSensors',
      'BwAisAdmin',
      'BwAisFiskinfo',
      'BwArcticUser',
    ],
    profile: { ...NO_PROFILE, restrictedAisProfile: { isValid: true, geoFilter: null } },
  },
];
