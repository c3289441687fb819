import { describe, expect, it } from 'vitest';
import {
  arcticApplicationState,
  fiskInfoApplicationState,
  hasRestrictedAis,
} from '@havkart/domain';
import {
  TRANSITIONS,
  decided,
  submitted,
  type ApplicationRequest,
  type UserGrants,
} from './grants.js';

const NOBODY: UserGrants = {
  roles: [],
  policies: [],
  profile: {
    arcticProfile: null,
    fiskInfoApplication: null,
    fiskInfoProfile: null,
    restrictedAisProfile: null,
    vesselProfile: null,
  },
};

const AREA = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [5, 60],
      [6, 60],
      [6, 61],
      [5, 60],
    ],
  ],
};
const AIS: ApplicationRequest = {
  kind: 'ais',
  areaOfInterest: AREA,
  companyName: 'Bergen Havn',
  dataPurposeDescription: 'Port statistics',
  email: 'a@b.no',
  firstName: 'A',
  lastName: 'B',
  phone: '55555555',
};
const VESSEL = {
  vesselId: 'v1',
  name: 'HAVBRIS',
  mmsi: 257123456,
  callSign: 'LK1234',
  registrationMark: null,
  contactPhone: null,
  contactEmail: null,
};
const FISKINFO: ApplicationRequest = {
  kind: 'fiskinfo',
  role: 'BwYrkesfisker',
  callSign: 'LK1234',
  vessel: VESSEL,
  comment: null,
};
const ARCTIC: ApplicationRequest = { kind: 'arctic', mmsi: 257123456, comment: null };

const facts = (user: UserGrants) => ({
  roles: user.roles,
  policies: user.policies,
  ...user.profile,
});

describe('what decisions grant and take back', () => {
  it('moves Pending to Approved or Rejected, and only Approved to Revoked', () => {
    expect(TRANSITIONS).toEqual({
      approve: { from: 'Pending', to: 'Approved' },
      reject: { from: 'Pending', to: 'Rejected' },
      revoke: { from: 'Approved', to: 'Revoked' },
    });
  });

  it('restricted AIS: the area becomes the geoFilter; revoking removes the profile', () => {
    const approved = decided(NOBODY, AIS, 'Approved');
    expect(approved.profile.restrictedAisProfile).toEqual({ isValid: true, geoFilter: AREA });
    expect(hasRestrictedAis(approved.profile.restrictedAisProfile)).toBe(true);
    expect(hasRestrictedAis(decided(approved, AIS, 'Revoked').profile.restrictedAisProfile)).toBe(
      false,
    );
    expect(decided(NOBODY, AIS, 'Rejected')).toEqual(NOBODY);
  });

  it('arctic: pending, then approved with the policy; revoked opens the application again', () => {
    const pending = submitted(NOBODY, ARCTIC);
    expect(arcticApplicationState(pending.profile.arcticProfile)).toBe('pending');
    const approved = decided(pending, ARCTIC, 'Approved');
    expect(approved.policies).toEqual(['BwArcticUser']);
    expect(arcticApplicationState(approved.profile.arcticProfile)).toBe('disabled');
    const revoked = decided(approved, ARCTIC, 'Revoked');
    expect(revoked.policies).toEqual([]);
    expect(arcticApplicationState(revoked.profile.arcticProfile)).toBe('enabled');
    expect(arcticApplicationState(decided(pending, ARCTIC, 'Rejected').profile.arcticProfile)).toBe(
      'enabled',
    );
  });

  it('fisk-info: role and vessel on approval, both gone on revocation', () => {
    const pending = submitted(NOBODY, FISKINFO);
    expect(fiskInfoApplicationState(facts(pending))).toBe('pending');
    const approved = decided(pending, FISKINFO, 'Approved');
    expect(approved.roles).toEqual(['BwYrkesfisker']);
    expect(approved.profile.fiskInfoProfile).toEqual({ vesselId: 'v1' });
    expect(approved.profile.vesselProfile).toEqual(VESSEL);
    expect(fiskInfoApplicationState(facts(approved))).toBe('disabled');
    const revoked = decided(approved, FISKINFO, 'Revoked');
    expect(revoked.roles).toEqual([]);
    expect(revoked.profile.vesselProfile).toBeNull();
    expect(fiskInfoApplicationState(facts(revoked))).toBe('enabled');
  });

  it('keeps grants it did not give', () => {
    const other = { ...NOBODY, roles: ['BwDeveloper'], policies: ['BwAisAdmin'] };
    const approved = decided(other, ARCTIC, 'Approved');
    expect(approved.roles).toEqual(['BwDeveloper']);
    expect(approved.policies).toEqual(['BwAisAdmin', 'BwArcticUser']);
    expect(decided(approved, ARCTIC, 'Revoked').policies).toEqual(['BwAisAdmin']);
  });
});
