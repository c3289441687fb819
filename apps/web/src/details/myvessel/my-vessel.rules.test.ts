import type { ProfileFacts } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { checkContact, myVesselActions } from './my-vessel.rules.js';

const vessel = (vesselId: string) => ({
  fiskInfoProfile: { vesselId },
  vesselProfile: {
    vesselId,
    name: 'DEMO',
    mmsi: 257990001,
    callSign: 'LDEM1',
    registrationMark: null,
    contactPhone: null,
    contactEmail: null,
  },
});
const none = { fiskInfoProfile: null, vesselProfile: null };
const user = (roles: string[], policies: string[], rest: object): ProfileFacts => ({
  roles,
  policies,
  fiskInfoApplication: null,
  ...none,
  ...rest,
});

describe('own-vessel actions per demo user (spec 01 §6)', () => {
  it.each([
    // Professional fisher: a vessel, BwYrkesfisker and the contact policy.
    [
      'yrkesfisker',
      user(['BwYrkesfisker'], ['BwUpdateVesselContactInfo'], vessel('v1')),
      true,
      true,
    ],
    // Downloader: a vessel and BwDownloadFishingfacility, no contact policy.
    [
      'nedlaster',
      user(['BwDownloadFishingfacility'], ['BwReportFishingFacility'], vessel('v3')),
      true,
      false,
    ],
    // Recreational fisher: no vessel.
    ['fritidsfisker', user(['BwFritidsfisker'], [], none), false, false],
    // Administrator: every policy but no vessel.
    ['admin', user(['BwDeveloper'], ['BwUpdateVesselContactInfo'], none), false, false],
    // A vessel and the policy, but neither role: contact only.
    ['other', user(['BwHavForsker'], ['BwUpdateVesselContactInfo'], vessel('v9')), false, true],
  ])('%s: change vessel %s, update contact %s', (_name, profile, change, contact) => {
    expect(myVesselActions(profile)).toEqual({ changeVessel: change, updateContact: contact });
  });
});

describe('contact form', () => {
  it('trims, and an empty field clears the value', () => {
    expect(checkContact({ phone: ' +47 900 00 000 ', email: '' })).toEqual({
      ok: true,
      body: { contactPhone: '+47 900 00 000', contactEmail: null },
    });
  });
  it('names the field that is wrong', () => {
    expect(checkContact({ phone: 'call me', email: 'a@b' })).toEqual({
      ok: false,
      errors: { phone: 'invalidPhone', email: 'invalidEmail' },
    });
  });
});
