import { describe, expect, it } from 'vitest';
import type { ProfileFacts } from './rules.js';
import {
  aisServiceFor,
  arcticApplicationState,
  canChangeFiskInfoVessel,
  canUpdateVesselContactInfo,
  datasetSourceFor,
  effectiveAisSource,
  exposesArcticMmsi,
  fiskInfoApplicationState,
  hasFiskInfoRole,
  hasRestrictedAis,
  isAisAdmin,
  isArcticVessel,
  isLostFishingFacilityAdmin,
  mayAddRestrictedZones,
  mayFetchFishingFacilityChanges,
  mayFetchZoneAlerts,
  mayReadExtendedFishingFacility,
  restrictedAisAccess,
  showsDeveloperTools,
  showsNewsItem,
  storesUserDataOnServer,
  toolReportKind,
  AIS_SOURCES,
} from './rules.js';
import { ADMIN_POLICY, FISK_INFO_ROLES, POLICIES, ROLES } from './roles.js';

function profile(facts: Partial<ProfileFacts> & { vesselId?: string | null }): ProfileFacts {
  const { vesselId = null, ...rest } = facts;
  return {
    roles: [],
    policies: [],
    fiskInfoProfile: { vesselId },
    fiskInfoApplication: null,
    vesselProfile: null,
    ...rest,
  };
}

describe('role and policy names', () => {
  it('are exactly the spec names', () => {
    expect(ROLES).toEqual([
      'BwDownloadFishingfacility',
      'BwUtdanningsBruker',
      'BwEksternFiskInfoUtvikler',
      'BwFritidsfisker',
      'BwHavForsker',
      'BwYrkesfisker',
      'BwYrkesfiskerUtland',
      'BwDeveloper',
    ]);
    expect(POLICIES).toEqual([
      'BwLostFishingFacilityAdmin',
      'BwUpdateVesselContactInfo',
      'BwReadExtendedFishingFacility',
      'BwReportFishingFacility',
      'BwReportSensors',
      'BwAisAdmin',
      'BwAisFiskinfo',
      'BwArcticUser',
    ]);
    expect(ADMIN_POLICY).toBe('BwAisAdmin');
  });
});

describe('hasFiskInfoRole', () => {
  it.each(ROLES.map((role) => [role, role !== 'BwDeveloper'] as const))(
    '%s alone → %s',
    (role, expected) => {
      expect(hasFiskInfoRole({ roles: [role] })).toBe(expected);
    },
  );
  it('is false with no roles and true for any fisk-info role beside BwDeveloper', () => {
    expect(hasFiskInfoRole({ roles: [] })).toBe(false);
    expect(FISK_INFO_ROLES).toHaveLength(7);
    expect(hasFiskInfoRole({ roles: ['BwDeveloper', 'BwHavForsker'] })).toBe(true);
  });
});

describe('canChangeFiskInfoVessel', () => {
  it.each([
    [null, ['BwYrkesfisker'], false],
    ['V1', [], false],
    ['V1', ['BwYrkesfisker'], true],
    ['V1', ['BwDownloadFishingfacility'], true],
    ['V1', ['BwFritidsfisker'], false],
    ['V1', ['BwDeveloper'], false],
    ['', ['BwYrkesfisker'], false],
  ] as const)('vessel %s, roles %j → %s', (vesselId, roles, expected) => {
    expect(canChangeFiskInfoVessel(profile({ vesselId, roles: [...roles] }))).toBe(expected);
  });
});

describe('canUpdateVesselContactInfo', () => {
  it.each([
    [null, ['BwUpdateVesselContactInfo'], false],
    ['V1', [], false],
    ['V1', ['BwUpdateVesselContactInfo'], true],
    ['V1', ['BwReportFishingFacility'], false],
  ] as const)('vessel %s, policies %j → %s', (vesselId, policies, expected) => {
    expect(canUpdateVesselContactInfo(profile({ vesselId, policies: [...policies] }))).toBe(
      expected,
    );
  });
});

describe('mayFetchFishingFacilityChanges', () => {
  it.each([
    [null, ['BwReportFishingFacility'], false],
    ['V1', [], false],
    ['V1', ['BwReportFishingFacility'], true],
    ['V1', ['BwReportSensors'], false],
  ] as const)('vessel %s, policies %j → %s', (vesselId, policies, expected) => {
    expect(mayFetchFishingFacilityChanges(profile({ vesselId, policies: [...policies] }))).toBe(
      expected,
    );
  });
});

describe('single-policy rules', () => {
  it.each([
    [isLostFishingFacilityAdmin, 'BwLostFishingFacilityAdmin'],
    [mayReadExtendedFishingFacility, 'BwReadExtendedFishingFacility'],
    [isAisAdmin, 'BwAisAdmin'],
  ] as const)('%o needs exactly %s', (rule, policy) => {
    expect(rule({ policies: [policy] })).toBe(true);
    expect(rule({ policies: POLICIES.filter((other) => other !== policy) })).toBe(false);
    expect(rule({ policies: [] })).toBe(false);
  });
});

describe('toolReportKind', () => {
  it.each([
    [['BwReportSensors', 'BwReportFishingFacility'], 'sensor'],
    [['BwReportSensors'], 'sensor'],
    [['BwReportFishingFacility'], 'fishingFacility'],
    [['BwAisAdmin'], null],
    [[], null],
  ] as const)('policies %j → %s', (policies, expected) => {
    expect(toolReportKind({ policies: [...policies] })).toBe(expected);
  });
});

describe('arctic', () => {
  it.each([
    [null, false],
    [{ status: 'Approved', mmsi: 257000000 }, true],
    [{ status: 'Approved', mmsi: null }, false],
    [{ status: 'Pending', mmsi: 257000000 }, false],
    [{ status: 'Revoked', mmsi: 257000000 }, false],
  ] as const)('vessel for %j → %s', (arcticProfile, expected) => {
    expect(isArcticVessel(arcticProfile)).toBe(expected);
  });
  it.each([
    [null, 'enabled'],
    [{ status: 'Rejected', mmsi: null }, 'enabled'],
    [{ status: 'Revoked', mmsi: null }, 'enabled'],
    [{ status: 'Pending', mmsi: null }, 'pending'],
    [{ status: 'Approved', mmsi: 257000000 }, 'disabled'],
  ] as const)('application for %j → %s', (arcticProfile, expected) => {
    expect(arcticApplicationState(arcticProfile)).toBe(expected);
  });
  it('exposes the arctic mmsi only in the arctic app', () => {
    expect(exposesArcticMmsi('arcticinfo')).toBe(true);
    for (const other of ['havkart', 'nais', 'bolgevarsel', 'arctic', 'unknown']) {
      expect(exposesArcticMmsi(other)).toBe(false);
    }
  });
});

describe('restricted AIS', () => {
  const area = { type: 'Polygon' as const, coordinates: [] };
  it.each([
    [null, false, 'none', 'open'],
    [{ isValid: false, geoFilter: null }, false, 'none', 'open'],
    [{ isValid: false, geoFilter: area }, false, 'none', 'open'],
    // "Restricted-AIS profile: valid, or full if geoFilter is not null" (spec 01 §4)
    [{ isValid: true, geoFilter: null }, true, 'valid', 'restricted'],
    [{ isValid: true, geoFilter: area }, true, 'full', 'restricted'],
  ] as const)('%j → stream %s, shown %s, service %s', (p, stream, shown, service) => {
    expect(hasRestrictedAis(p)).toBe(stream);
    expect(restrictedAisAccess(p)).toBe(shown);
    expect(aisServiceFor(p)).toBe(service);
  });
  it('adds restricted zones only when signed in with restricted access', () => {
    expect(mayAddRestrictedZones(true, { isValid: true, geoFilter: null })).toBe(true);
    expect(mayAddRestrictedZones(true, { isValid: false, geoFilter: null })).toBe(false);
    expect(mayAddRestrictedZones(false, { isValid: true, geoFilter: null })).toBe(false);
  });
});

describe('effectiveAisSource', () => {
  it('knows exactly the five sources', () => {
    expect(AIS_SOURCES).toEqual(['arctic', 'fiskinfo', 'fiskehelse', 'aisApi', 'open']);
  });
  it.each([
    ['fiskinfo', ['BwAisFiskinfo'], 'havkart', 'fiskinfo'],
    ['fiskinfo', ['BwArcticUser'], 'havkart', 'open'],
    ['arctic', ['BwArcticUser'], 'havkart', 'arctic'],
    ['arctic', ['BwAisFiskinfo'], 'havkart', 'open'],
    ['arctic', [], 'arctic', 'open'],
    ['fiskehelse', [], 'fiskehelse', 'fiskehelse'],
    ['fiskehelse', ['BwAisFiskinfo'], 'havkart', 'open'],
    ['aisApi', [], 'havkart', 'aisApi'],
    ['open', ['BwAisFiskinfo', 'BwArcticUser'], 'havkart', 'open'],
  ] as const)('%s with %j in %s → %s', (preferred, policies, app, expected) => {
    expect(effectiveAisSource(preferred, { policies: [...policies] }, app)).toBe(expected);
  });
});

describe('datasetSourceFor', () => {
  const sources = [
    { url: 'open' },
    { url: 'fisher', requiredRoles: ['BwYrkesfisker'] },
    { url: 'researcher', requiredRoles: ['BwHavForsker'] },
    { url: 'both', requiredRoles: ['BwYrkesfisker', 'BwHavForsker'] },
  ];
  it.each([
    [[], 'open'],
    [['BwYrkesfisker'], 'fisher'],
    [['BwHavForsker'], 'researcher'],
    [['BwHavForsker', 'BwYrkesfisker'], 'both'],
    [['BwDeveloper'], 'open'],
  ] as const)('roles %j → the last qualifying source, %s', (roles, expected) => {
    expect(datasetSourceFor(sources, { roles: [...roles] })?.url).toBe(expected);
  });
  it('has no source when none qualifies', () => {
    expect(datasetSourceFor([{ requiredRoles: ['BwDeveloper'] }], { roles: [] })).toBeUndefined();
  });
});

describe('fiskInfoApplicationState', () => {
  it.each([
    [{ fiskInfoApplication: { applicationStatus: 'Pending' } }, 'pending'],
    [
      { fiskInfoApplication: { applicationStatus: 'Pending' }, roles: ['BwYrkesfisker'] },
      'pending',
    ],
    [{}, 'enabled'],
    [{ roles: ['BwDeveloper'] }, 'enabled'],
    [{ roles: ['BwFritidsfisker'] }, 'disabled'],
    [{ vesselId: 'V1' }, 'disabled'],
    [{ fiskInfoApplication: { applicationStatus: 'Rejected' } }, 'enabled'],
  ] as const)('%j → %s', (facts, expected) => {
    const { roles, ...rest } = facts as Partial<ProfileFacts> & { vesselId?: string };
    expect(fiskInfoApplicationState(profile({ ...rest, roles: [...(roles ?? [])] }))).toBe(
      expected,
    );
  });
});

describe('signed-in only features', () => {
  it.each([
    [true, true],
    [false, false],
  ])('signed in %s → zone alerts and server-side user data %s', (signedIn, expected) => {
    expect(mayFetchZoneAlerts(signedIn)).toBe(expected);
    expect(storesUserDataOnServer(signedIn)).toBe(expected);
  });
  it('shows developer tools only to BwDeveloper', () => {
    for (const role of ROLES) {
      expect(showsDeveloperTools({ roles: [role] })).toBe(role === 'BwDeveloper');
    }
  });
  it('shows login-only news to signed-in users only', () => {
    expect(showsNewsItem({ loginRequired: true }, false)).toBe(false);
    expect(showsNewsItem({ loginRequired: true }, true)).toBe(true);
    expect(showsNewsItem({}, false)).toBe(true);
  });
});
