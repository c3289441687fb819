import type { AppConfigTable } from '../app-config/app-config-table.js';
import type { AdminAuditTable } from '../admin/audit-table.js';
import type { ApplicationsTable, FishingVesselsTable } from '../applications/application-tables.js';
import type { RegistrationsTable } from '../registration/registration-table.js';
import type { FleetsTable } from '../fleets/fleet-table.js';
import type { AlertZonesTable, ZoneAlertsTable } from '../alerting/zone-tables.js';
import type {
  ContainerReportsTable,
  FishingChangesTable,
  FishingToolsTable,
  LostGearRecoveriesTable,
  SensorDeploymentsTable,
} from '../fishinfo/fishinfo-tables.js';

/** Kysely table types. One interface per table; add a migration with every change. */
export interface AppMetadataTable {
  key: string;
  value: string;
}

/** A user of the built-in sign-in provider. JSON columns hold lists and the profile. */
export interface UsersTable {
  id: string;
  /** Lower-case sign-in name. */
  username: string;
  name: string;
  email: string | null;
  /** scrypt hash with its parameters and salt (see auth/passwords.ts). */
  password_hash: string;
  /** JSON list of role names. */
  roles: string;
  /** JSON list of policy names. */
  policies: string;
  /** JSON: arctic, fisk-info, restricted-AIS and vessel profiles. */
  profile: string;
  /** JSON list of this user's feature flags. */
  feature_flags: string;
  created_at: string;
}

/** The sign-in provider's state: sessions, grants, codes, refresh tokens, interactions. */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** Epoch milliseconds; null for entries that do not expire. */
  expires_at: number | string | null;
  consumed_at: number | string | null;
}

/** An API client registered by an administrator for the client-credentials grant. */
export interface ApiClientsTable {
  client_id: string;
  name: string;
  /** The secret is derived from this salt and a key in DATA_DIR, never stored itself. */
  secret_salt: string;
  created_by: string;
  created_at: string;
}

/** One user's saved data for one app variant (spec 01 §3, §7). */
export interface UserSettingsTable {
  user_id: string;
  app_name: string;
  /** The whole user-data object as JSON. */
  data: string;
  updated_at: string;
}

/** Track store: positions of the last seconds, one row each (see tracks/). */
export interface TrackHotTable {
  id: number;
  mmsi: number;
  t: number;
  lat: number;
  lon: number;
  sog: number;
  cog: number;
  hdg: number;
}

/** Track store: one vessel's delta-coded positions over up to an hour (see tracks/codec.ts). */
export interface TrackChunkTable {
  id: number;
  mmsi: number;
  t_first: number;
  t_last: number;
  n: number;
  min_lat: number;
  max_lat: number;
  min_lon: number;
  max_lon: number;
  thinned: number | boolean;
  points: Uint8Array;
}

/** Track store: each vessel's open chunk, rewritten at each compaction until it closes. */
export type TrackOpenTable = Omit<TrackChunkTable, 'id' | 'thinned'>;

/** The last good answer of an upstream URL, shared by the polling process with the others. */
export interface UpstreamAnswersTable {
  url: string;
  status: number;
  /** JSON object of the headers kept (content type, validators, expiry). */
  headers: string;
  body: Uint8Array;
  fetched_at: number;
}

export interface Database {
  app_metadata: AppMetadataTable;
  users: UsersTable;
  oidc_payloads: OidcPayloadsTable;
  api_clients: ApiClientsTable;
  user_settings: UserSettingsTable;
  track_hot: TrackHotTable;
  track_chunk: TrackChunkTable;
  track_open: TrackOpenTable;
  app_config: AppConfigTable;
  registrations: RegistrationsTable;
  applications: ApplicationsTable;
  fishing_vessels: FishingVesselsTable;
  admin_audit: AdminAuditTable;
  fleets: FleetsTable;
  alert_zones: AlertZonesTable;
  zone_alerts: ZoneAlertsTable;
  fishing_tools: FishingToolsTable;
  fishing_changes: FishingChangesTable;
  sensor_deployments: SensorDeploymentsTable;
  lost_gear_recoveries: LostGearRecoveriesTable;
  container_reports: ContainerReportsTable;
  upstream_answers: UpstreamAnswersTable;
}
