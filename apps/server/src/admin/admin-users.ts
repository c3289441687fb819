import { sql, type Kysely } from 'kysely';
import type { Database } from '../database/schema.js';
import { toStoredUser, type StoredUser } from '../auth/users.js';

/** A user as the administrator's pages list them: identity, grants, profiles, contact. */
export interface AdminUserView {
  id: string;
  username: string;
  name: string;
  email: string | null;
  roles: string[];
  policies: string[];
  profile: StoredUser['profile'];
  phone: string | null;
  createdAt: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Users whose sign-in name, name or e-mail contains `q` (any case), sorted by sign-in name,
 * with the phone number given at registration.
 */
export async function searchUsers(
  db: Kysely<Database>,
  options: { q?: string; limit: number; offset: number },
): Promise<{ total: number; users: AdminUserView[] }> {
  let query = db.selectFrom('users');
  const q = options.q?.trim().toLowerCase();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    query = query.where((eb) =>
      eb.or(
        (['users.username', 'users.name', 'users.email'] as const).map(
          (column) =>
            sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape ${'\\'}`,
        ),
      ),
    );
  }
  const [{ total } = { total: 0 }] = await query
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .execute();
  const rows = await query
    .leftJoin('registrations', 'registrations.user_id', 'users.id')
    .selectAll('users')
    .select('registrations.phone as phone')
    .orderBy('users.username')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return { total: Number(total), users: rows.map((row) => toAdminView(toStoredUser(row), row)) };
}

export function toAdminView(
  user: StoredUser,
  row: { created_at: string; phone?: string | null },
): AdminUserView {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    roles: user.roles,
    policies: user.policies,
    profile: user.profile,
    phone: row.phone ?? null,
    createdAt: row.created_at,
  };
}

export async function findAdminUser(
  db: Kysely<Database>,
  by: { id: string } | { username: string },
): Promise<AdminUserView | null> {
  let query = db
    .selectFrom('users')
    .leftJoin('registrations', 'registrations.user_id', 'users.id')
    .selectAll('users')
    .select('registrations.phone as phone');
  query =
    'id' in by
      ? query.where('users.id', '=', by.id)
      : query.where('users.username', '=', by.username.trim().toLowerCase());
  const row = await query.executeTakeFirst();
  return row ? toAdminView(toStoredUser(row), row) : null;
}
