import type { AppConfiguration, AppVariant, Language } from '@havkart/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';
import type { StoredAppConfig, StoredGlobalDeskNotification } from './app-config-schemas.js';
import { SEED_GLOBAL_DESK_NOTIFICATION, seedAppConfig } from './seeds.js';

/** Row holding the notification every variant shows; no variant name starts with `_`. */
export const GLOBAL_ROW = '_global';

export interface Stored<T> {
  document: T;
  updatedAt: string;
  updatedBy: string | null;
}

/**
 * Writes the seed for every variant (and the global notification) that has no row yet.
 * Insert-or-ignore, so a restart or a second server process never overwrites an
 * administrator's change.
 */
export async function seedAppConfigs(
  db: Kysely<Database>,
  variants: readonly AppVariant[],
): Promise<void> {
  const now = new Date().toISOString();
  const rows = [
    { app_name: GLOBAL_ROW, data: JSON.stringify(SEED_GLOBAL_DESK_NOTIFICATION) },
    ...variants.map((variant) => ({
      app_name: variant.name,
      data: JSON.stringify(seedAppConfig(variant)),
    })),
  ];
  await db
    .insertInto('app_config')
    .values(rows.map((row) => ({ ...row, updated_at: now, updated_by: null })))
    .onConflict((conflict) => conflict.column('app_name').doNothing())
    .execute();
}

async function read<T>(db: Kysely<Database>, appName: string): Promise<Stored<T> | undefined> {
  const row = await db
    .selectFrom('app_config')
    .selectAll()
    .where('app_name', '=', appName)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    document: JSON.parse(row.data) as T,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

async function write(
  db: Kysely<Database>,
  appName: string,
  document: unknown,
  updatedBy: string | null,
): Promise<Stored<unknown>> {
  const updatedAt = new Date().toISOString();
  const data = JSON.stringify(document);
  await db
    .insertInto('app_config')
    .values({ app_name: appName, data, updated_at: updatedAt, updated_by: updatedBy })
    .onConflict((conflict) =>
      conflict.column('app_name').doUpdateSet({
        data,
        updated_at: updatedAt,
        updated_by: updatedBy,
      }),
    )
    .execute();
  return { document, updatedAt, updatedBy };
}

export const readAppConfig = (db: Kysely<Database>, app: string) => read<StoredAppConfig>(db, app);

export const readGlobalDeskNotification = (db: Kysely<Database>) =>
  read<StoredGlobalDeskNotification>(db, GLOBAL_ROW);

export async function writeAppConfig(
  db: Kysely<Database>,
  app: string,
  config: StoredAppConfig,
  updatedBy: string | null,
): Promise<Stored<StoredAppConfig>> {
  return (await write(db, app, config, updatedBy)) as Stored<StoredAppConfig>;
}

export async function writeGlobalDeskNotification(
  db: Kysely<Database>,
  notification: StoredGlobalDeskNotification,
  updatedBy: string | null,
): Promise<Stored<StoredGlobalDeskNotification>> {
  return (await write(
    db,
    GLOBAL_ROW,
    notification,
    updatedBy,
  )) as Stored<StoredGlobalDeskNotification>;
}

/**
 * One variant's configuration in one language, as the web app preloads it. `updatedAt` is
 * the later of the variant's and the global notification's changes, so a client can tell
 * whether anything changed.
 */
export function localizeAppConfig(
  app: string,
  language: Language,
  stored: Stored<StoredAppConfig>,
  global: Stored<StoredGlobalDeskNotification>,
): AppConfiguration {
  const { deskNotification, news, howtoCards } = stored.document;
  const globalNotification = global.document;
  return {
    app,
    language,
    deskNotification: {
      show: deskNotification.show,
      type: deskNotification.type,
      text: deskNotification.text[language],
      override: deskNotification.override,
      global: {
        show: globalNotification.show,
        type: globalNotification.type,
        text: globalNotification.text[language],
      },
    },
    news: news.map((item) => ({
      id: item.id,
      active: item.active,
      headline: item.headline[language],
      leadText: item.leadText[language],
      bodyText: item.bodyText[language],
      image: item.image,
      link: item.link,
      linkText: item.linkText[language],
      loginRequired: item.loginRequired,
      showOnce: item.showOnce,
    })),
    howtoCards: howtoCards.map((card) => ({
      id: card.id,
      title: card.title[language],
      body: card.body[language],
      image: card.image,
    })),
    updatedAt: stored.updatedAt > global.updatedAt ? stored.updatedAt : global.updatedAt,
  };
}
