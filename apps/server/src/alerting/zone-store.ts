import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  MAX_ZONES_PER_USER,
  type MmsiCategory,
  type ShipTypeCategory,
  type Zone,
  type ZoneAccess,
  type ZoneAlert,
  type ZoneAlertKind,
  type ZoneFrequency,
  type ZoneGeometry,
} from '@havkart/domain';
import { atomically } from '../database/atomic.js';
import type { Database } from '../database/schema.js';
import type { AlertZonesTable, ZoneAlertsTable } from './zone-tables.js';

/** What a request may set on a zone (A66); access follows the base. */
export interface ZoneInput {
  name: string;
  geometry: ZoneGeometry;
  countryCodes: string[];
  mmsiCategories: MmsiCategory[];
  shipTypes: ShipTypeCategory[];
  frequency: ZoneFrequency;
  mail: boolean;
}

/** A zone with what the server keeps beside it. */
export interface StoredZone extends Zone {
  readonly userKey: string;
  readonly mailTo: string | null;
  /** Restricted zones: the owner's `geoFilter` when the zone was saved. */
  readonly geoFilter: unknown;
  readonly createdAt: string;
  readonly lastDigestAt: string | null;
}

export class TooManyZones extends Error {
  constructor() {
    super(`a user keeps at most ${MAX_ZONES_PER_USER} zones on each alerting base`);
    this.name = 'TooManyZones';
  }
}

export function toStoredZone(row: AlertZonesTable): StoredZone {
  return {
    id: row.id,
    userKey: row.user_key,
    access: row.access as ZoneAccess,
    name: row.name,
    geometry: JSON.parse(row.geometry) as ZoneGeometry,
    countryCodes: JSON.parse(row.country_codes) as string[],
    mmsiCategories: JSON.parse(row.mmsi_categories) as MmsiCategory[],
    shipTypes: JSON.parse(row.ship_types) as ShipTypeCategory[],
    frequency: row.frequency as ZoneFrequency,
    mail: Number(row.mail) === 1,
    mailTo: row.mail_to,
    geoFilter: row.geo_filter === null ? null : (JSON.parse(row.geo_filter) as unknown),
    createdAt: row.created_at,
    lastDigestAt: row.last_digest_at,
  };
}

/** The zone as the API shows it (R21.01). */
export function publicZone(zone: StoredZone): Zone {
  const { id, name, access, geometry, countryCodes, mmsiCategories, shipTypes, frequency, mail } =
    zone;
  return { id, name, access, geometry, countryCodes, mmsiCategories, shipTypes, frequency, mail };
}

const inputColumns = (input: ZoneInput) => ({
  name: input.name.trim(),
  geometry: JSON.stringify(input.geometry),
  country_codes: JSON.stringify([...new Set(input.countryCodes)]),
  mmsi_categories: JSON.stringify([...new Set(input.mmsiCategories)]),
  ship_types: JSON.stringify([...new Set(input.shipTypes)]),
  frequency: input.frequency,
  mail: input.mail ? 1 : 0,
});

export async function listZones(
  db: Kysely<Database>,
  userKey: string,
  access: ZoneAccess,
): Promise<StoredZone[]> {
  const rows = await db
    .selectFrom('alert_zones')
    .selectAll()
    .where('user_key', '=', userKey)
    .where('access', '=', access)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toStoredZone);
}

/** Every zone of every user: what the evaluator watches. */
export async function allZones(db: Kysely<Database>): Promise<StoredZone[]> {
  const rows = await db.selectFrom('alert_zones').selectAll().execute();
  return rows.map(toStoredZone);
}

export async function findZone(
  db: Kysely<Database>,
  userKey: string,
  access: ZoneAccess,
  id: string,
): Promise<StoredZone | null> {
  const row = await db
    .selectFrom('alert_zones')
    .selectAll()
    .where('id', '=', id)
    .where('user_key', '=', userKey)
    .where('access', '=', access)
    .executeTakeFirst();
  return row ? toStoredZone(row) : null;
}

export async function createZone(
  db: Kysely<Database>,
  owner: { userKey: string; mailTo: string | null; geoFilter: unknown },
  access: ZoneAccess,
  input: ZoneInput,
  now: Date,
): Promise<StoredZone> {
  return atomically(db, async (trx) => {
    const { count } = await trx
      .selectFrom('alert_zones')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_key', '=', owner.userKey)
      .where('access', '=', access)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ZONES_PER_USER) throw new TooManyZones();
    const row: AlertZonesTable = {
      id: randomUUID(),
      user_key: owner.userKey,
      access,
      ...inputColumns(input),
      mail_to: owner.mailTo,
      geo_filter: owner.geoFilter == null ? null : JSON.stringify(owner.geoFilter),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      // The first digest covers alerts from the zone's creation on.
      last_digest_at: now.toISOString(),
    };
    await trx.insertInto('alert_zones').values(row).execute();
    return toStoredZone(row);
  });
}

/** Replaces a zone's settings in one statement; null when the user has no such zone. */
export async function updateZone(
  db: Kysely<Database>,
  owner: { userKey: string; mailTo: string | null; geoFilter: unknown },
  access: ZoneAccess,
  id: string,
  input: ZoneInput,
  now: Date,
): Promise<StoredZone | null> {
  const result = await db
    .updateTable('alert_zones')
    .set({
      ...inputColumns(input),
      mail_to: owner.mailTo,
      geo_filter: owner.geoFilter == null ? null : JSON.stringify(owner.geoFilter),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('user_key', '=', owner.userKey)
    .where('access', '=', access)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return findZone(db, owner.userKey, access, id);
}

/** Deletes the zone and its alerts; false when the user has no such zone. */
export async function deleteZone(
  db: Kysely<Database>,
  userKey: string,
  access: ZoneAccess,
  id: string,
): Promise<boolean> {
  return atomically(db, async (trx) => {
    const result = await trx
      .deleteFrom('alert_zones')
      .where('id', '=', id)
      .where('user_key', '=', userKey)
      .where('access', '=', access)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await trx.deleteFrom('zone_alerts').where('zone_id', '=', id).execute();
    return true;
  });
}

/** A stored alert with its owner (null: every signed-in user). */
export interface OwnedAlert {
  readonly alert: ZoneAlert;
  readonly userKey: string | null;
}

const toAlert = (row: ZoneAlertsTable): ZoneAlert => ({
  id: row.id,
  zoneId: row.zone_id,
  time: row.time,
  mmsi: Number(row.mmsi),
  name: row.name,
  shipType: row.ship_type === null ? null : Number(row.ship_type),
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  kind: row.kind as ZoneAlertKind,
});

/**
 * Stores alerts; one already stored (the same deterministic id) is left as it is, so two
 * processes storing the same entry keep one.
 */
export async function storeAlerts(
  db: Kysely<Database>,
  alerts: readonly OwnedAlert[],
): Promise<void> {
  if (alerts.length === 0) return;
  const rows: ZoneAlertsTable[] = alerts.map(({ alert, userKey }) => ({
    id: alert.id,
    zone_id: alert.zoneId,
    user_key: userKey,
    time: alert.time,
    mmsi: alert.mmsi,
    name: alert.name,
    ship_type: alert.shipType,
    latitude: alert.latitude,
    longitude: alert.longitude,
    kind: alert.kind,
    // A test transmission is never mailed.
    mailed_at: alert.kind === 'distressTest' ? alert.time : null,
  }));
  await db
    .insertInto('zone_alerts')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** A zone's alerts newest first, from a time on when given. */
export async function zoneAlerts(
  db: Kysely<Database>,
  zoneId: string,
  fromIso: string | undefined,
  limit = 1000,
): Promise<ZoneAlert[]> {
  let query = db.selectFrom('zone_alerts').selectAll().where('zone_id', '=', zoneId);
  if (fromIso) query = query.where('time', '>=', fromIso);
  const rows = await query.orderBy('time', 'desc').orderBy('id').limit(limit).execute();
  return rows.map(toAlert);
}

/** Distress alerts for everyone (no zone), newest first. */
export async function distressAlerts(
  db: Kysely<Database>,
  fromIso: string | undefined,
  limit = 1000,
): Promise<ZoneAlert[]> {
  let query = db.selectFrom('zone_alerts').selectAll().where('user_key', 'is', null);
  if (fromIso) query = query.where('time', '>=', fromIso);
  const rows = await query.orderBy('time', 'desc').orderBy('id').limit(limit).execute();
  return rows.map(toAlert);
}

/** The newest alert time per zone of the user, and of the distress list. */
export async function latestAlertTimes(
  db: Kysely<Database>,
  zoneIds: readonly string[],
): Promise<{ zones: Map<string, string>; distress: string | null }> {
  const zones = new Map<string, string>();
  if (zoneIds.length > 0) {
    const rows = await db
      .selectFrom('zone_alerts')
      .select(['zone_id', (eb) => eb.fn.max('time').as('latest')])
      .where('zone_id', 'in', [...zoneIds])
      .groupBy('zone_id')
      .execute();
    for (const row of rows)
      if (row.zone_id && row.latest) zones.set(row.zone_id, String(row.latest));
  }
  const distress = await db
    .selectFrom('zone_alerts')
    .select((eb) => eb.fn.max('time').as('latest'))
    .where('user_key', 'is', null)
    .executeTakeFirst();
  return { zones, distress: distress?.latest ? String(distress.latest) : null };
}

/** Removes alerts older than the retention. */
export async function pruneAlerts(db: Kysely<Database>, beforeIso: string): Promise<void> {
  await db.deleteFrom('zone_alerts').where('time', '<', beforeIso).execute();
}

export { toAlert };
