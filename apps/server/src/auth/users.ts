import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { UserProfiles } from '@havkart/domain';
import type { Database, UsersTable } from '../database/schema.js';
import { DEMO_USERS, type StoredProfile } from './demo-users.js';
import { generatePassword, hashPassword, verifyPassword } from './passwords.js';

export type UserRow = Selectable<UsersTable>;

/** A user as the rest of the server sees it. */
export interface StoredUser {
  id: string;
  username: string;
  name: string;
  email: string | null;
  roles: string[];
  policies: string[];
  profile: StoredProfile;
  featureFlags: string[];
}

function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export function toStoredUser(row: UserRow): StoredUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    roles: parseList(row.roles),
    policies: parseList(row.policies),
    profile: JSON.parse(row.profile) as StoredProfile,
    featureFlags: parseList(row.feature_flags),
  };
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<StoredUser | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStoredUser(row) : null;
}

/**
 * The user whose name and password match, or null. A missing user still costs a hash, so
 * timing does not tell which user names exist.
 */
export async function authenticate(
  db: Kysely<Database>,
  username: string,
  password: string,
): Promise<StoredUser | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  dummyHash ??= hashPassword(generatePassword());
  const ok = await verifyPassword(password, row?.password_hash ?? (await dummyHash));
  return row && ok ? toStoredUser(row) : null;
}

/** A valid hash of a random password, checked against when the user name is unknown. */
let dummyHash: Promise<string> | undefined;

/** The answer of GET /api/v2/user/profiles for a user. */
export function userProfiles(user: StoredUser): UserProfiles {
  return {
    user: { id: user.id, name: user.name, email: user.email },
    roles: user.roles,
    policies: user.policies,
    ...user.profile,
  };
}

/**
 * Creates the demo users once. Their password comes from DEMO_USER_PASSWORD or is generated
 * and printed this one time; only its hash is stored.
 */
export async function seedDemoUsers(
  db: Kysely<Database>,
  password: string | undefined,
  log: FastifyBaseLogger,
  announce: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<void> {
  const existing = await db
    .selectFrom('users')
    .select('username')
    .where(
      'username',
      'in',
      DEMO_USERS.map((user) => user.username),
    )
    .execute();
  const have = new Set(existing.map((row) => row.username));
  const missing = DEMO_USERS.filter((user) => !have.has(user.username));
  if (missing.length === 0) return;
  const chosen = password ?? generatePassword();
  const hash = await hashPassword(chosen);
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values(
      missing.map((user) => ({
        id: randomUUID(),
        username: user.username,
        name: user.name,
        email: `${user.username}@demo.havkart.invalid`,
        password_hash: hash,
        roles: JSON.stringify(user.roles),
        policies: JSON.stringify(user.policies),
        profile: JSON.stringify(user.profile),
        feature_flags: JSON.stringify([]),
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
  log.info({ users: missing.map((user) => user.username) }, 'demo users created');
  if (!password) {
    announce(
      `Demo users created (${missing.map((user) => user.username).join(', ')}); ` +
        `their password, shown only now: ${chosen}`,
    );
  }
}
