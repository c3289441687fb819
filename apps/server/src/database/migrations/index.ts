import type { Migration, MigrationProvider } from 'kysely';
import * as appMetadata from './0001-app-metadata.js';
import * as identity from './0002-identity.js';
import * as trackStore from './0003-track-store.js';
import * as trackOpenChunks from './0004-track-open-chunks.js';
import * as appConfig from './0004-app-config.js';
import * as registrationApplications from './0005-registration-applications.js';
import * as onePendingApplication from './0006-one-pending-application.js';
import * as fleets from './0007-fleets.js';
import * as zoneAlerts from './0009-zone-alerts.js';
import * as fishinfo from './0008-fishinfo.js';
import * as upstreamAnswers from './0010-upstream-answers.js';

/**
 * Migrations are listed in code rather than read from a folder, so they bundle and run the
 * same from `src/` under tests and from `dist/` in production. Names sort in apply order.
 */
const migrations: Record<string, Migration> = {
  '0001-app-metadata': appMetadata,
  '0002-identity': identity,
  '0003-track-store': trackStore,
  '0004-track-open-chunks': trackOpenChunks,
  '0004-app-config': appConfig,
  '0005-registration-applications': registrationApplications,
  '0006-one-pending-application': onePendingApplication,
  '0007-fleets': fleets,
  '0009-zone-alerts': zoneAlerts,
  '0008-fishinfo': fishinfo,
  '0010-upstream-answers': upstreamAnswers,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
