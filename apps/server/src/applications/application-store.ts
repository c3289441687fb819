import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../database/schema.js';
import { toStoredUser, type StoredUser } from '../auth/users.js';
import { atomically, lockForUpdate } from '../database/atomic.js';
import { HttpProblem } from '../plugins/problem-details.js';
import type { ApplicationsTable } from './application-tables.js';
import type { ApplicationKind, ApplicationRequest, Status, UserGrants } from './grants.js';

type Db = Kysely<Database> | Transaction<Database>;

/** An application as the API shows it. */
export interface ApplicationView {
  id: string;
  userId: string;
  kind: ApplicationKind;
  status: Status;
  details: Record<string, unknown>;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
}

export function toView(row: Selectable<ApplicationsTable>): ApplicationView {
  const { kind: _kind, ...details } = JSON.parse(row.details) as ApplicationRequest;
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    status: row.status as Status,
    details,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
    reason: row.reason,
  };
}

export function requestOf(row: Selectable<ApplicationsTable>): ApplicationRequest {
  return JSON.parse(row.details) as ApplicationRequest;
}

/** Reading one answers without a code (none in the catalogue fits); deciding on one gives one. */
export const applicationNotFound = (bwErrorCode?: 'ApplicationCannotBeUpdated') =>
  new HttpProblem(404, 'Not Found', 'Application not found', bwErrorCode);

export const userNotFound = () =>
  new HttpProblem(404, 'Not Found', 'User not found', 'UserIdNotFound');

/**
 * The user row, locked until the surrounding `atomically` commits, or a 404
 * `UserIdNotFound`. The one way to read a user whose roles, policies or profile are written
 * back: a plain read would let a concurrent change be overwritten.
 */
export async function loadUserForUpdate(
  trx: Kysely<Database>,
  userId: string,
): Promise<StoredUser> {
  const row = await lockForUpdate(
    trx,
    trx.selectFrom('users').selectAll().where('id', '=', userId),
  ).executeTakeFirst();
  if (!row) throw userNotFound();
  return toStoredUser(row);
}

/**
 * Changes a user's grants or profile from their current values, atomically: the one way to
 * write the users row's roles, policies and profile outside a larger `atomically` block.
 * `change` returns the new grants, or throws to leave the row as it was.
 */
export async function updateUser<T>(
  db: Kysely<Database>,
  userId: string,
  change: (user: StoredUser) => { grants: UserGrants; result: T },
): Promise<T> {
  return atomically(db, async (trx) => {
    const { grants, result } = change(await loadUserForUpdate(trx, userId));
    await saveGrants(trx, userId, grants);
    return result;
  });
}

/** Writes a user's grants; call it only with grants read by `loadUserForUpdate`. */
export async function saveGrants(db: Db, userId: string, grants: UserGrants): Promise<void> {
  await db
    .updateTable('users')
    .set({
      roles: JSON.stringify(grants.roles),
      policies: JSON.stringify(grants.policies),
      profile: JSON.stringify(grants.profile),
    })
    .where('id', '=', userId)
    .execute();
}

export async function hasPending(db: Db, userId: string, kind: ApplicationKind) {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an error is a unique-constraint violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function insertApplication(
  db: Db,
  userId: string,
  request: ApplicationRequest,
): Promise<Selectable<ApplicationsTable>> {
  const row = {
    id: randomUUID(),
    user_id: userId,
    kind: request.kind,
    status: 'Pending',
    details: JSON.stringify(request),
    created_at: new Date().toISOString(),
    decided_at: null,
    decided_by: null,
    reason: null,
  };
  await db.insertInto('applications').values(row).execute();
  return row;
}

export async function findApplication(db: Db, id: string) {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface ApplicationFilter {
  userId?: string;
  status?: string;
  kind?: string;
  limit?: number;
  offset?: number;
}

export async function listApplications(db: Db, filter: ApplicationFilter) {
  let query = db.selectFrom('applications').selectAll();
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.kind) query = query.where('kind', '=', filter.kind as ApplicationKind);
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(filter.limit ?? 100)
    .offset(filter.offset ?? 0)
    .execute();
}

/** An application row with its applicant's name and sign-in name (null: user deleted). */
export type ApplicationWithApplicant = Selectable<ApplicationsTable> & {
  applicant_name: string | null;
  applicant_username: string | null;
};

/** What an administrator sees: the application and who applied, by name. */
export interface AdminApplicationView extends ApplicationView {
  applicant: { name: string; username: string } | null;
}

function withApplicant(db: Db) {
  return db
    .selectFrom('applications')
    .leftJoin('users', 'users.id', 'applications.user_id')
    .selectAll('applications')
    .select(['users.name as applicant_name', 'users.username as applicant_username']);
}

/** Applications for the administrator, each with its applicant's names (one query). */
export async function listApplicationsWithApplicant(
  db: Db,
  filter: ApplicationFilter,
): Promise<ApplicationWithApplicant[]> {
  let query = withApplicant(db);
  if (filter.userId) query = query.where('applications.user_id', '=', filter.userId);
  if (filter.status) query = query.where('applications.status', '=', filter.status);
  if (filter.kind) query = query.where('applications.kind', '=', filter.kind as ApplicationKind);
  return query
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id')
    .limit(filter.limit ?? 100)
    .offset(filter.offset ?? 0)
    .execute();
}

export async function findApplicationWithApplicant(
  db: Db,
  id: string,
): Promise<ApplicationWithApplicant | undefined> {
  return withApplicant(db).where('applications.id', '=', id).executeTakeFirst();
}

export function toAdminView(row: ApplicationWithApplicant): AdminApplicationView {
  const { applicant_name: name, applicant_username: username, ...application } = row;
  return {
    ...toView(application),
    applicant: name !== null && username !== null ? { name, username } : null,
  };
}
