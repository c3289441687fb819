import type { Migration, MigrationProvider } from 'kysely';
import * as appMetadata from './0001-app-metadata.js';

/**
 * Migrations are listed in code rather than read from a folder, so they bundle and run the
 * same from `src/` under tests and from `dist/` in production. Names sort in apply order.
 */
const migrations: Record<string, Migration> = {
  '0001-app-metadata': appMetadata,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
