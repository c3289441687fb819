// The gear reported here and the change reports, in the database. A change applies at once
// (spec: "changes apply at once"); one that no longer applies is kept as failed with its
// reason. Every report is stored under the id its sender gave it, inside the same
// transaction as its effect, so a resend can only ever find the first answer.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FacilityChangeKind, ToolGeometry } from '@havkart/domain';
import { atomically, lockForUpdate } from '../database/atomic.js';
import type { Database } from '../database/schema.js';
import type { FishingToolsTable } from './fishinfo-tables.js';

/** Who reports: the signed-in user and the fisk-info vessel the gear belongs to. */
export interface Reporter {
  readonly userKey: string;
  readonly vesselId: string;
  /** Vessel name, call sign and MMSI from the vessel profile, for the extended view. */
  readonly vessel: Readonly<Record<string, string>> | null;
}

/** A change report whose fields passed the domain rules. */
export interface FacilityChange {
  readonly id: string;
  readonly kind: FacilityChangeKind;
  readonly geometry?: ToolGeometry;
  readonly toolTypeCode?: string;
  readonly toolId?: string;
  /** The kind's time: setupTime, lostTime, resetTime or removedTime. */
  readonly time: string;
  readonly netLength?: number;
  readonly comment?: string;
}

export interface ChangeAnswer {
  readonly changeId: string;
  readonly toolId: string | null;
  readonly status: 'confirmed' | 'failed';
  readonly reason?: string;
}

export type ChangeOutcome =
  | { readonly result: 'applied'; readonly answer: ChangeAnswer }
  /** The same id again: the first answer, with the status it had. */
  | { readonly result: 'repeated'; readonly statusCode: number; readonly answer: ChangeAnswer }
  | { readonly result: 'failed'; readonly answer: ChangeAnswer }
  /** No such tool of this vessel (another vessel's tool is answered the same way). */
  | { readonly result: 'notFound' }
  /** The id is another user's report. */
  | { readonly result: 'idTaken' };

const GONE: Record<string, string> = {
  retrieved: 'The fishing facility has already been retrieved',
  recovered: 'The fishing facility was removed by an administrator',
};

type Trx = Kysely<Database>;

async function toolOf(trx: Trx, vesselId: string, toolId: string) {
  return lockForUpdate(
    trx,
    trx
      .selectFrom('fishing_tools')
      .selectAll()
      .where('tool_id', '=', toolId)
      .where('vessel_id', '=', vesselId),
  ).executeTakeFirst();
}

/**
 * Applies one change report, or answers what its id was answered before. Deployed adds a
 * tool; lost marks the named tool lost (or adds lost gear when none is named); reset puts a
 * tool back in use; retrieved takes it out. Retrieving or resetting gear that is retrieved
 * or was removed by an administrator fails with the reason.
 */
export async function applyFacilityChange(
  db: Kysely<Database>,
  reporter: Reporter,
  change: FacilityChange,
  now: Date = new Date(),
): Promise<ChangeOutcome> {
  return atomically(db, async (trx) => {
    const earlier = await trx
      .selectFrom('fishing_changes')
      .select(['user_key', 'status_code', 'answer'])
      .where('id', '=', change.id)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.user_key !== reporter.userKey) return { result: 'idTaken' };
      return {
        result: 'repeated',
        statusCode: Number(earlier.status_code),
        answer: JSON.parse(earlier.answer) as ChangeAnswer,
      };
    }
    const at = now.toISOString();
    let toolId: string;
    let reason: string | null = null;
    if (change.kind === 'deployed' || (change.kind === 'lost' && !change.toolId)) {
      toolId = randomUUID();
      const row: FishingToolsTable = {
        tool_id: toolId,
        vessel_id: reporter.vesselId,
        user_key: reporter.userKey,
        tool_type_code: change.toolTypeCode ?? 'UNDEFINED',
        status: change.kind,
        geometry: JSON.stringify(change.geometry),
        setup_time: change.kind === 'deployed' ? change.time : null,
        lost_time: change.kind === 'lost' ? change.time : null,
        removed_time: null,
        last_changed: change.time,
        net_length: change.netLength ?? null,
        comment: change.comment ?? null,
        vessel: reporter.vessel ? JSON.stringify(reporter.vessel) : null,
        created_at: at,
      };
      await trx.insertInto('fishing_tools').values(row).execute();
    } else {
      toolId = change.toolId!;
      const tool = await toolOf(trx, reporter.vesselId, toolId);
      if (!tool) return { result: 'notFound' };
      reason = GONE[tool.status] ?? null;
      if (!reason) {
        const set: Partial<FishingToolsTable> = { last_changed: change.time };
        if (change.kind === 'lost') {
          Object.assign(set, {
            status: 'lost',
            lost_time: change.time,
            geometry: JSON.stringify(change.geometry),
            tool_type_code: change.toolTypeCode,
          });
        } else if (change.kind === 'reset') {
          Object.assign(set, { status: 'deployed', lost_time: null });
        } else {
          Object.assign(set, { status: 'retrieved', removed_time: change.time });
        }
        if (change.netLength !== undefined) set.net_length = change.netLength;
        if (change.comment !== undefined) set.comment = change.comment;
        await trx.updateTable('fishing_tools').set(set).where('tool_id', '=', toolId).execute();
      }
    }
    const answer: ChangeAnswer = reason
      ? { changeId: change.id, toolId, status: 'failed', reason }
      : { changeId: change.id, toolId, status: 'confirmed' };
    await trx
      .insertInto('fishing_changes')
      .values({
        id: change.id,
        user_key: reporter.userKey,
        vessel_id: reporter.vesselId,
        kind: change.kind,
        tool_id: toolId,
        status_code: reason ? 409 : 201,
        answer: JSON.stringify(answer),
        reason,
        report: JSON.stringify(change),
        created_at: at,
      })
      .execute();
    return reason ? { result: 'failed', answer } : { result: 'applied', answer };
  });
}

/** A tool as the changes list and the gear layer see it. */
export interface ToolRecord {
  readonly toolId: string;
  readonly vesselId: string;
  readonly toolTypeCode: string;
  readonly status: string;
  readonly geometry: ToolGeometry;
  readonly setupTime: string | null;
  readonly lostTime: string | null;
  readonly removedTime: string | null;
  readonly lastChanged: string;
  readonly netLength: number | null;
  readonly comment: string | null;
  readonly vessel: Readonly<Record<string, string>> | null;
}

const toRecord = (row: FishingToolsTable): ToolRecord => ({
  toolId: row.tool_id,
  vesselId: row.vessel_id,
  toolTypeCode: row.tool_type_code,
  status: row.status,
  geometry: JSON.parse(row.geometry) as ToolGeometry,
  setupTime: row.setup_time,
  lostTime: row.lost_time,
  removedTime: row.removed_time,
  lastChanged: row.last_changed,
  netLength: row.net_length === null ? null : Number(row.net_length),
  comment: row.comment,
  vessel: row.vessel ? (JSON.parse(row.vessel) as Record<string, string>) : null,
});

/** The vessel's gear in the sea or lost: R24.16's confirmedTools. */
export async function vesselTools(db: Kysely<Database>, vesselId: string): Promise<ToolRecord[]> {
  const rows = await db
    .selectFrom('fishing_tools')
    .selectAll()
    .where('vessel_id', '=', vesselId)
    .where('status', 'in', ['deployed', 'lost'])
    .orderBy('created_at')
    .orderBy('tool_id')
    .execute();
  return rows.map(toRecord);
}

/** The vessel's change reports that could not apply, newest first, with their reasons. */
export async function failedChanges(db: Kysely<Database>, vesselId: string) {
  const rows = await db
    .selectFrom('fishing_changes')
    .select(['id', 'kind', 'tool_id', 'reason', 'report', 'created_at'])
    .where('vessel_id', '=', vesselId)
    .where('status_code', '=', 409)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    changeId: row.id,
    kind: row.kind,
    toolId: row.tool_id,
    reason: row.reason ?? '',
    reportedAt: row.created_at,
    report: JSON.parse(row.report) as Record<string, unknown>,
  }));
}

/** Every tool still on the map (deployed or lost), and the ids that left it. */
export async function gearState(db: Kysely<Database>) {
  const active = await db
    .selectFrom('fishing_tools')
    .selectAll()
    .where('status', 'in', ['deployed', 'lost'])
    .execute();
  const gone = await db
    .selectFrom('fishing_tools')
    .select('tool_id')
    .where('status', 'in', ['retrieved', 'recovered'])
    .execute();
  const recovered = await db.selectFrom('lost_gear_recoveries').select('tool_id').execute();
  return {
    tools: active.map(toRecord),
    hidden: new Set([...gone, ...recovered].map((r) => r.tool_id)),
  };
}

/**
 * An administrator marks lost gear recovered (R10.18): a tool of ours becomes `recovered`;
 * an upstream one is remembered, so the layer leaves it out. False when it was already.
 */
export async function markRecovered(
  db: Kysely<Database>,
  toolId: string,
  userKey: string,
  now: Date = new Date(),
): Promise<boolean> {
  return atomically(db, async (trx) => {
    const known = await trx
      .selectFrom('lost_gear_recoveries')
      .select('tool_id')
      .where('tool_id', '=', toolId)
      .executeTakeFirst();
    if (known) return false;
    await trx
      .insertInto('lost_gear_recoveries')
      .values({ tool_id: toolId, user_key: userKey, recovered_at: now.toISOString() })
      .execute();
    await trx
      .updateTable('fishing_tools')
      .set({ status: 'recovered', removed_time: now.toISOString() })
      .where('tool_id', '=', toolId)
      .execute();
    return true;
  });
}
