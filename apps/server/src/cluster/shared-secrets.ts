/**
 * Where the sign-in keys live. One process: a file in DATA_DIR, as always. A cluster: every
 * instance must sign and verify with the same keys, so they come from `AUTH_KEYS_FILE` when
 * the operator shares one, else from PostgreSQL, created once by whichever instance starts
 * first while it holds a lock, so two instances starting together never make two sets.
 */
import { sql, type Kysely } from 'kysely';
import type { ServerConfig } from '../config/config.js';
import type { Database } from '../database/schema.js';
import {
  createAuthSecrets,
  loadAuthSecrets,
  loadAuthSecretsFile,
  type AuthSecrets,
} from '../auth/keys.js';

const KEY = 'auth_secrets';

export function secretsInDatabase(config: ServerConfig): boolean {
  return !config.cluster.authKeysFile && !!config.databaseUrl && !!config.cluster.liveBusUrl;
}

export async function loadSharedAuthSecrets(
  config: ServerConfig,
  db: Kysely<Database>,
): Promise<AuthSecrets> {
  if (config.cluster.authKeysFile) return loadAuthSecretsFile(config.cluster.authKeysFile);
  if (!secretsInDatabase(config)) return loadAuthSecrets(config.dataDir);
  return db.transaction().execute(async (trx) => {
    // Held until the transaction ends: the first instance creates, the others then read.
    await sql`SELECT pg_advisory_xact_lock(hashtext('havkart auth secrets'))`.execute(trx);
    const row = await trx
      .selectFrom('app_metadata')
      .select('value')
      .where('key', '=', KEY)
      .executeTakeFirst();
    if (row) return JSON.parse(row.value) as AuthSecrets;
    const secrets = await createAuthSecrets();
    await trx
      .insertInto('app_metadata')
      .values({ key: KEY, value: JSON.stringify(secrets) })
      .execute();
    return secrets;
  });
}
