import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUserForUpdate, saveGrants } from '../applications/application-store.js';
import { databaseTargets, startTestApp, type TestApp } from '../test-support/test-app.js';
import { atomically, isPostgres } from './atomic.js';
import type { Database } from './schema.js';

const targets = await databaseTargets();

type Run = <T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;

/** Read-modify-write with no transaction: what the routes did before `atomically`. */
const plain: Run = (db, work) => work(db);

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Two writers of the same user row, interleaved on purpose rather than by luck: the first
 * (an administrator granting restricted AIS) reads the row and then holds until the second
 * (the user changing their vessel's contact) has either written, or is shown to be waiting
 * for the first. Only then does the first write what it read, changed.
 *
 * When is the second "waiting"? On PostgreSQL, when the first's backend is among its
 * blocking pids. On SQLite the one connection of this process is handed to one caller at a
 * time and better-sqlite3 answers synchronously, so a second writer that is not held up has
 * read before the event loop's next turn; one that has not read by then is waiting. (What
 * `BEGIN IMMEDIATE` adds, keeping another process on the same file out, is not shown here:
 * inside one process the connection's hand-over already orders the two.)
 */
async function interleave(run: Run, db: Kysely<Database>, userId: string) {
  let secondRead = false;
  const second = () =>
    run(db, async (trx) => {
      const user = await loadUserForUpdate(trx, userId);
      secondRead = true;
      const vessel = { ...user.profile.vesselProfile!, contactPhone: '+47 2345 6789' };
      await saveGrants(trx, userId, {
        ...user,
        profile: { ...user.profile, vesselProfile: vessel },
      });
    });
  let secondDone: Promise<void> | undefined;
  await run(db, async (trx) => {
    const user = await loadUserForUpdate(trx, userId);
    const backend = isPostgres(db)
      ? (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid
      : null;
    secondDone = second();
    if (backend === null) {
      await turn();
      if (secondRead) await secondDone;
    } else {
      // Each check is a query of its own, so this waits on the condition, not on a clock.
      for (let settled = false; !settled;) {
        settled = await Promise.race([
          secondDone.then(() => true),
          sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where ${backend} = any(pg_blocking_pids(pid))`
            .execute(db)
            .then(({ rows }) => rows[0]!.n > 0),
        ]);
      }
    }
    const restricted = { isValid: true, geoFilter: null };
    await saveGrants(trx, userId, {
      ...user,
      profile: { ...user.profile, restrictedAisProfile: restricted },
    });
  });
  await secondDone;
}

describe.each(targets)('a user row changed twice at once on $target', ({ target, skip }) => {
  let t: TestApp;
  let userId = '';
  const profile = async () =>
    JSON.parse(
      (
        await t.app.db
          .selectFrom('users')
          .select('profile')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).profile,
    ) as { restrictedAisProfile?: unknown; vesselProfile?: { contactPhone?: string | null } };

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(target, { DEMO_USER_PASSWORD: 'demo-password-for-tests' });
    userId = (
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'yrkesfisker')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  // The control: the interleaving is real, and without `atomically` the grant's write,
  // based on what it read before the contact change, throws the contact change away.
  it.skipIf(skip)('loses the contact change when read and written without atomically', async () => {
    await interleave(plain, t.app.db, userId);
    const after = await profile();
    expect(after.restrictedAisProfile).toEqual({ isValid: true, geoFilter: null });
    expect(after.vesselProfile?.contactPhone).not.toBe('+47 2345 6789');
  });

  it.skipIf(skip)('keeps both the grant and the contact change with atomically', async () => {
    await t.app.db
      .updateTable('users')
      .set({ profile: JSON.stringify({ ...(await profile()), restrictedAisProfile: null }) })
      .where('id', '=', userId)
      .execute();
    await interleave(atomically, t.app.db, userId);
    const after = await profile();
    expect(after.restrictedAisProfile).toEqual({ isValid: true, geoFilter: null });
    expect(after.vesselProfile?.contactPhone).toBe('+47 2345 6789');
  });
});
