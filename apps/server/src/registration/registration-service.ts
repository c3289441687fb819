import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';
import { hashPassword } from '../auth/passwords.js';

/** How long an activation link works (it is single use either way). */
export const ACTIVATION_HOURS = 48;

/**
 * A new activation mail for the same address at most this often, so nobody can flood an
 * inbox by registering its address again and again.
 */
export const RESEND_COOLDOWN_MS = 60_000;

export type RegistrationOutcome = 'created' | 'exists' | 'existsNotActivated' | 'tooSoon';

export interface RegistrationForm {
  email: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  phone: string;
  password: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function newToken(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    columns: {
      token_hash: hashToken(token),
      token_expires_at: new Date(now.getTime() + ACTIVATION_HOURS * 3_600_000).toISOString(),
    },
  };
}

/**
 * Registers a user (spec 01 §4): a known sign-in name or address is `exists`; a registration
 * not yet activated gets a fresh token (the old link stops working) and is
 * `existsNotActivated`; otherwise a registration is stored and is `created`. The caller
 * mails the token for the last two.
 */
export async function register(
  db: Kysely<Database>,
  form: RegistrationForm,
  now = new Date(),
): Promise<{ outcome: RegistrationOutcome; token?: string; firstName: string }> {
  const email = form.email.trim().toLowerCase();
  const user = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('username', '=', email), eb('email', '=', email)]))
    .executeTakeFirst();
  if (user) return { outcome: 'exists', firstName: form.firstName };
  const existing = await db
    .selectFrom('registrations')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing?.user_id) return { outcome: 'exists', firstName: existing.first_name };
  if (existing?.token_expires_at) {
    const issued = Date.parse(existing.token_expires_at) - ACTIVATION_HOURS * 3_600_000;
    if (now.getTime() - issued < RESEND_COOLDOWN_MS) {
      return { outcome: 'tooSoon', firstName: existing.first_name };
    }
  }
  const fresh = newToken(now);
  if (existing) {
    await db.updateTable('registrations').set(fresh.columns).where('email', '=', email).execute();
    return { outcome: 'existsNotActivated', token: fresh.token, firstName: existing.first_name };
  }
  const inserted = await db
    .insertInto('registrations')
    .values({
      email,
      user_id: null,
      first_name: form.firstName.trim(),
      last_name: form.lastName.trim(),
      country_code: form.countryCode.replace(/\s/g, ''),
      phone: form.phone.replace(/\s/g, ''),
      password_hash: await hashPassword(form.password),
      ...fresh.columns,
      created_at: now.toISOString(),
      activated_at: null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    // Registered a moment ago by a concurrent request: answer as that one would next time.
    return register(db, form, now);
  }
  return { outcome: 'created', token: fresh.token, firstName: form.firstName.trim() };
}

export type ActivationResult =
  | { result: 'activated'; userId: string; email: string }
  | { result: 'invalid' }
  | { result: 'expired' }
  | { result: 'exists' };

/**
 * Follows a mailed link: creates the user (no roles, no profiles) and spends the token. An
 * unknown or spent token is `invalid`; an expired one is `expired` (registering again
 * mails a new link).
 */
export async function activate(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<ActivationResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('registrations')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || row.user_id || !row.password_hash || !row.token_expires_at) {
      return { result: 'invalid' };
    }
    if (row.token_expires_at <= now.toISOString()) return { result: 'expired' };
    const spent = await trx
      .updateTable('registrations')
      .set({ token_hash: null, token_expires_at: null })
      .where('email', '=', row.email)
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return { result: 'invalid' };
    // An administrator or a demo user may have taken the name since the registration.
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('username', '=', row.email), eb('email', '=', row.email)]))
      .executeTakeFirst();
    if (taken) return { result: 'exists' };
    const userId = randomUUID();
    await trx
      .insertInto('users')
      .values({
        id: userId,
        username: row.email,
        name: `${row.first_name} ${row.last_name}`,
        email: row.email,
        password_hash: row.password_hash,
        roles: '[]',
        policies: '[]',
        profile: JSON.stringify({
          arcticProfile: null,
          fiskInfoApplication: null,
          fiskInfoProfile: null,
          restrictedAisProfile: null,
          vesselProfile: null,
        }),
        feature_flags: '[]',
        created_at: now.toISOString(),
      })
      .execute();
    await trx
      .updateTable('registrations')
      .set({ user_id: userId, password_hash: null, activated_at: now.toISOString() })
      .where('email', '=', row.email)
      .execute();
    return { result: 'activated', userId, email: row.email };
  });
}
