import {
  canChangeFiskInfoVessel,
  canUpdateVesselContactInfo,
  type ProfileFacts,
} from '@havkart/domain';

/** What the own-vessel view offers (spec 01 §6; checklist R10.15, R10.16). */
export interface MyVesselActions {
  changeVessel: boolean;
  updateContact: boolean;
}

export function myVesselActions(profile: ProfileFacts): MyVesselActions {
  return {
    changeVessel: canChangeFiskInfoVessel(profile),
    updateContact: canUpdateVesselContactInfo(profile),
  };
}

/** The server's bounds (`my-vessel-routes.ts`), checked first so the field says why. */
const PHONE = /^\+?[0-9 ()-]{3,40}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContactDraft {
  phone: string;
  email: string;
}

export type ContactCheck =
  | { ok: true; body: { contactPhone: string | null; contactEmail: string | null } }
  | { ok: false; errors: { phone?: 'invalidPhone'; email?: 'invalidEmail' } };

/** An empty field clears the value; anything else must look like a phone or an address. */
export function checkContact(draft: ContactDraft): ContactCheck {
  const phone = draft.phone.trim();
  const email = draft.email.trim();
  const errors: { phone?: 'invalidPhone'; email?: 'invalidEmail' } = {};
  if (phone && !PHONE.test(phone)) errors.phone = 'invalidPhone';
  if (email && (email.length > 254 || !EMAIL.test(email))) errors.email = 'invalidEmail';
  if (errors.phone || errors.email) return { ok: false, errors };
  return { ok: true, body: { contactPhone: phone || null, contactEmail: email || null } };
}
