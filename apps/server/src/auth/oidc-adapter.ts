import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../database/schema.js';
import { apiClientMetadata, clientSecret } from './clients.js';

/**
 * Keeps the sign-in provider's state (sessions, grants, codes, refresh tokens,
 * interactions) in our database, so sign-in survives a restart and several server
 * processes can share it. One table, keyed by model name and id.
 */
export function databaseAdapterFactory(
  db: Kysely<Database>,
  clientSecretKey: string,
): new (model: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? Date.now() + expiresIn * 1000 : null,
        consumed_at: null,
      };
      await db
        .insertInto('oidc_payloads')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['model', 'id']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            expires_at: row.expires_at,
          }),
        )
        .execute();
    }

    private async findWhere(
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at !== null && Number(row.expires_at) <= Date.now()) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at !== null
        ? { ...payload, consumed: Math.floor(Number(row.consumed_at) / 1000) }
        : payload;
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      // Registered API clients live in their own table; their secret is derived, not stored.
      if (this.model === 'Client') {
        const client = await db
          .selectFrom('api_clients')
          .selectAll()
          .where('client_id', '=', id)
          .executeTakeFirst();
        return client
          ? apiClientMetadata(
              id,
              client.name,
              clientSecret(clientSecretKey, id, client.secret_salt),
            )
          : undefined;
      }
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: Date.now() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db
        .deleteFrom('oidc_payloads')
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }
  };
}

/** Removes expired provider state; run now and then so the table does not only grow. */
export async function pruneExpired(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', Date.now()).execute();
}
