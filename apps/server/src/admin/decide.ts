import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from '../plugins/problem-details.js';
import {
  applicationNotFound,
  findApplication,
  loadUserForUpdate,
  requestOf,
  saveGrants,
  toView,
  type ApplicationView,
} from '../applications/application-store.js';
import { atomically, lockForUpdate } from '../database/atomic.js';
import { TRANSITIONS, decided, type Decision } from '../applications/grants.js';
import { MailError } from '../mail/mailer.js';
import { decisionMail } from '../mail/texts.js';
import { recordAdminAction } from './audit.js';

/**
 * Approves, rejects or revokes an application: the user's grants change in the same
 * transaction as the status (`atomically`, with the user row locked), so the next request the user makes sees them; then the
 * decision is recorded in the audit log and mailed to the applicant with the reason.
 */
export async function decide(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  decision: Decision,
  reason: string | null,
): Promise<{ application: ApplicationView; mailed: boolean }> {
  const { from, to } = TRANSITIONS[decision];
  const deciderId = request.caller?.subject ?? 'unknown';
  const { row, email } = await atomically(app.db, async (trx) => {
    const applied = await findApplication(trx, id);
    // Deciding on an application that is not there is a failed update, as the catalogue names it.
    if (!applied) throw applicationNotFound('ApplicationCannotBeUpdated');
    // The user row first, then the application (the lock order of atomic.ts): a contact
    // change or another decision for this user waits, and cannot write back stale grants.
    const user = await loadUserForUpdate(trx, applied.user_id);
    const found = await lockForUpdate(
      trx,
      trx.selectFrom('applications').selectAll().where('id', '=', id),
    ).executeTakeFirst();
    if (!found) throw applicationNotFound('ApplicationCannotBeUpdated');
    if (found.status !== from) {
      throw new HttpProblem(
        409,
        'Conflict',
        `Error updating application: it is ${found.status}, and only a ${from} application can be ` +
          `${decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'revoked'}`,
        'ApplicationCannotBeUpdated',
      );
    }
    await saveGrants(trx, user.id, decided(user, requestOf(found), to));
    const now = new Date().toISOString();
    const changed = await trx
      .updateTable('applications')
      .set({ status: to, decided_at: now, decided_by: deciderId, reason })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) {
      throw new HttpProblem(
        409,
        'Conflict',
        'Error updating application',
        'ApplicationCannotBeUpdated',
      );
    }
    return {
      row: { ...found, status: to, decided_at: now, decided_by: deciderId, reason },
      email: user.email,
    };
  });
  await recordAdminAction(app.db, request, {
    action: `application.${decision}`,
    target: id,
    details: { kind: row.kind, userId: row.user_id, from, to, reason },
  });
  let mailed = false;
  if (email) {
    try {
      await app.mailer.send(
        decisionMail(email, row.kind, to as Exclude<typeof to, 'Pending'>, reason),
      );
      mailed = true;
    } catch (error) {
      // The decision stands; the answer tells the administrator the mail did not go.
      if (!(error instanceof MailError)) throw error;
    }
  }
  return { application: toView(row), mailed };
}
