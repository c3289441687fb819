import { FISK_INFO_ROLES, type Role } from '../permissions/roles.js';
import {
  areaOfInterestRule,
  countryCodeRule,
  emailRule,
  passwordConfirmationRule,
  passwordRule,
  phoneRule,
  shipMmsiRule,
  termsRule,
  textRule,
  type FieldRule,
} from './fields.js';
import type { FieldErrors } from './messages.js';

type Form = Record<string, unknown>;

function check<F extends string>(form: Form, rules: Record<F, FieldRule>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const message = rules[field](form[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

export const REGISTRATION_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'countryCode',
  'phone',
  'password',
  'confirmPassword',
  'acceptTerms',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** The registration form (spec 01 §2 `/registration`, §5). The phone is a mobile number. */
export function validateRegistration(form: Form): FieldErrors<RegistrationField> {
  return check<RegistrationField>(form, {
    email: emailRule,
    firstName: textRule('name'),
    lastName: textRule('name'),
    countryCode: countryCodeRule,
    phone: phoneRule(true),
    password: passwordRule,
    confirmPassword: passwordConfirmationRule(form.password),
    acceptTerms: termsRule,
  });
}

export const AIS_APPLICATION_FIELDS = [
  'areaOfInterest',
  'companyName',
  'dataPurposeDescription',
  'email',
  'firstName',
  'lastName',
  'phone',
] as const;
export type AisApplicationField = (typeof AIS_APPLICATION_FIELDS)[number];

/**
 * The restricted-AIS application: every field is required (spec 01 §5). The phone is any
 * Norwegian number (a company's switchboard is fine).
 */
export function validateAisApplication(form: Form): FieldErrors<AisApplicationField> {
  return check<AisApplicationField>(form, {
    areaOfInterest: areaOfInterestRule,
    companyName: textRule('companyName'),
    dataPurposeDescription: textRule('dataPurposeDescription'),
    email: emailRule,
    firstName: textRule('name'),
    lastName: textRule('name'),
    phone: phoneRule(false),
  });
}

export type ArcticApplicationField = 'mmsi' | 'comment';

/** The arctic application: the arctic vessel's MMSI, checked against the ITU MID table. */
export function validateArcticApplication(form: Form): FieldErrors<ArcticApplicationField> {
  return check<ArcticApplicationField>(form, {
    mmsi: shipMmsiRule,
    comment: textRule('freeText', false),
  });
}

/** The fisk-info roles a user may apply for: the fisk-info roles (spec 01 §6). */
export const FISK_INFO_APPLICABLE_ROLES: readonly Role[] = FISK_INFO_ROLES;

/** Roles that work from a registered fishing vessel, so they name its call sign. */
export const VESSEL_ROLES: readonly Role[] = ['BwYrkesfisker', 'BwDownloadFishingfacility'];

export type FiskInfoApplicationField = 'role' | 'callSign' | 'comment';

/**
 * The fisk-info application: the role applied for, and the vessel's call sign (required for
 * the roles that work from a fishing vessel, optional otherwise).
 */
export function validateFiskInfoApplication(form: Form): FieldErrors<FiskInfoApplicationField> {
  const role = form.role;
  const known = typeof role === 'string' && (FISK_INFO_APPLICABLE_ROLES as string[]).includes(role);
  const needsVessel = known && (VESSEL_ROLES as string[]).includes(role);
  return check<FiskInfoApplicationField>(form, {
    role: (value) =>
      value === undefined || value === '' ? 'Required field' : known ? null : 'Invalid value',
    callSign: textRule('callSign', needsVessel),
    comment: textRule('freeText', false),
  });
}

/** Whether a form passed: no field broke a rule. */
export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
