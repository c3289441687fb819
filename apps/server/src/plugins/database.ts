import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseKind } from '../database/database.js';
import type { Database } from '../database/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseKind;
  }
}

/** Opens the database (migrating it) before routes load, and closes it last on shutdown. */
export const databasePlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const { db, kind, location } = await openDatabase({
      databaseUrl: config.databaseUrl,
      databaseSchema: config.databaseSchema,
      dataDir: config.dataDir,
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'database connection lost; the next query opens another'),
    });
    app.log.info({ database: kind, location }, 'database open');
    app.decorate('db', db);
    app.decorate('databaseKind', kind);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
