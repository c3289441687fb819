import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  applyFleetVessels,
  checkFleetSize,
  checkNewFleet,
  uniqueMmsis,
  type Fleet,
  type FleetProblem,
  type FleetVesselVerb,
} from '@havkart/domain';
import { atomically, lockForUpdate } from '../database/atomic.js';
import type { Database } from '../database/schema.js';
import type { FleetsTable } from './fleet-table.js';

/** A change refused by the fleet rules; the route answers it as a 400 naming the field. */
export class FleetRefused extends Error {
  constructor(readonly problem: FleetProblem) {
    super(`${problem.field} ${problem.message}`);
    this.name = 'FleetRefused';
  }
}

const toFleet = (row: Pick<FleetsTable, 'id' | 'name' | 'mmsis'>): Fleet => ({
  id: row.id,
  name: row.name,
  mmsis: JSON.parse(row.mmsis) as string[],
});

/** The user's fleets, oldest first, so the list keeps its order across loads. */
export async function listFleets(db: Kysely<Database>, userKey: string): Promise<Fleet[]> {
  const rows = await db
    .selectFrom('fleets')
    .select(['id', 'name', 'mmsis'])
    .where('user_key', '=', userKey)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toFleet);
}

/**
 * Creates a fleet inside one transaction, so the count the 50-fleet limit reads is the one
 * the insert follows (SQLite's write transaction excludes other writers).
 */
export async function createFleet(
  db: Kysely<Database>,
  userKey: string,
  fleet: { name: string; mmsis: readonly string[] },
  now: Date = new Date(),
): Promise<Fleet> {
  return atomically(db, async (trx) => {
    const { count } = await trx
      .selectFrom('fleets')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_key', '=', userKey)
      .executeTakeFirstOrThrow();
    const problem = checkNewFleet(fleet, Number(count));
    if (problem) throw new FleetRefused(problem);
    const row: FleetsTable = {
      id: randomUUID(),
      user_key: userKey,
      name: fleet.name.trim(),
      mmsis: JSON.stringify(uniqueMmsis(fleet.mmsis)),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    await trx.insertInto('fleets').values(row).execute();
    return toFleet(row);
  });
}

/** Deletes the user's fleet; false when the user has no fleet by that id. */
export async function deleteFleet(
  db: Kysely<Database>,
  userKey: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('fleets')
    .where('id', '=', id)
    .where('user_key', '=', userKey)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Applies one vessel verb to the user's fleet from what is stored now (the row locked), so
 * two additions at once both land; null when the user has no fleet by that id. A change
 * past the size limit throws `FleetRefused` and leaves the fleet as it was.
 */
export async function changeFleetVessels(
  db: Kysely<Database>,
  userKey: string,
  id: string,
  verb: FleetVesselVerb,
  mmsis: readonly string[],
  now: Date = new Date(),
): Promise<Fleet | null> {
  return atomically(db, async (trx) => {
    const row = await lockForUpdate(
      trx,
      trx
        .selectFrom('fleets')
        .select(['id', 'name', 'mmsis'])
        .where('id', '=', id)
        .where('user_key', '=', userKey),
    ).executeTakeFirst();
    if (!row) return null;
    const next = applyFleetVessels(toFleet(row).mmsis, verb, mmsis);
    const problem = checkFleetSize(next);
    if (problem) throw new FleetRefused(problem);
    const stored = JSON.stringify(next);
    await trx
      .updateTable('fleets')
      .set({ mmsis: stored, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    return toFleet({ ...row, mmsis: stored });
  });
}
