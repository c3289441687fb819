import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';

/** One user's saved data for one app; `{}` when nothing is saved. */
export async function readUserSettings(
  db: Kysely<Database>,
  userKey: string,
  appName: string,
): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('user_settings')
    .select('data')
    .where('user_id', '=', userKey)
    .where('app_name', '=', appName)
    .executeTakeFirst();
  return row ? (JSON.parse(row.data) as Record<string, unknown>) : {};
}

/** Replaces the user's whole data object for the app (the spec's POST sends all of it). */
export async function writeUserSettings(
  db: Kysely<Database>,
  userKey: string,
  appName: string,
  data: Record<string, unknown>,
): Promise<void> {
  const row = {
    user_id: userKey,
    app_name: appName,
    data: JSON.stringify(data),
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('user_settings')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'app_name'])
        .doUpdateSet({ data: row.data, updated_at: row.updated_at }),
    )
    .execute();
}

/** Removes the user's data for the app; true when there was some. */
export async function deleteUserSettings(
  db: Kysely<Database>,
  userKey: string,
  appName: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('user_settings')
    .where('user_id', '=', userKey)
    .where('app_name', '=', appName)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
