import {
  isValid,
  validateRegistration,
  type FieldErrors,
  type RegistrationField,
} from '@havkart/domain';
import type { ApiClient } from '../../api/api-client.js';
import { isApiError } from '../../api/api-error.js';
import { serverFieldErrors, type FieldMessage } from './fields.js';

export interface RegistrationForm {
  email: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export const EMPTY_REGISTRATION: RegistrationForm = {
  email: '',
  firstName: '',
  lastName: '',
  countryCode: '+47',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/**
 * What a registration ended in (spec 01 §4): created, the user exists, the user exists but
 * was not activated (a new mail went out), too soon after the last mail, the server named
 * broken fields, or another failure to show as an error.
 */
export type RegistrationOutcome =
  | { kind: 'created' }
  | { kind: 'existsNotActivated' }
  | { kind: 'userExists' }
  | { kind: 'tooSoon' }
  | { kind: 'invalid'; fields: Partial<Record<RegistrationField, FieldMessage>> }
  | { kind: 'failed'; error: unknown };

/** The same rules the server runs (spec 01 §5), so the user learns before sending. */
export function checkRegistration(form: RegistrationForm): FieldErrors<RegistrationField> {
  return validateRegistration({ ...form });
}

/** Sends a valid form; never throws, every answer becomes an outcome. */
export async function submitRegistration(
  api: Pick<ApiClient, 'post'>,
  form: RegistrationForm,
): Promise<RegistrationOutcome> {
  const errors = checkRegistration(form);
  if (!isValid(errors)) return { kind: 'invalid', fields: errors };
  try {
    const answer = await api.post<{ outcome?: string }>('/bwapi/v1/registration', {
      ...form,
      email: form.email.trim(),
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
    });
    return answer?.outcome === 'existsNotActivated'
      ? { kind: 'existsNotActivated' }
      : { kind: 'created' };
  } catch (error) {
    if (isApiError(error) && error.status === 409) return { kind: 'userExists' };
    if (isApiError(error) && error.status === 429) return { kind: 'tooSoon' };
    const fields = serverFieldErrors(error);
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
    return { kind: 'failed', error };
  }
}

/** The activation landing's states (`/registration?activation=…`). */
export const ACTIVATION_STATES = ['activated', 'expired', 'invalid', 'exists'] as const;
export type ActivationState = (typeof ACTIVATION_STATES)[number];

/** The landing state a query names; any other value is an invalid link. */
export function activationState(search: string): ActivationState | null {
  const value = new URLSearchParams(search).get('activation');
  if (value === null) return null;
  return (ACTIVATION_STATES as readonly string[]).includes(value)
    ? (value as ActivationState)
    : 'invalid';
}
