import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config-error.js';
import {
  DEFAULT_AIS_SOURCES,
  parseAisSources,
  SourceUrlError,
  type SourceSpec,
} from '../ingest/source-url.js';
import { loadTrackConfig, type TrackConfig } from '../tracks/track-config.js';
import { loadLiveConfig, type LiveConfig } from '../live/live-config.js';
import { loadIdentityConfig, type IdentityConfig } from '../auth/identity-config.js';
import { loadForecastConfig, type ForecastConfig } from '../forecast/forecast-config.js';
import { loadMailConfig, type MailConfig } from '../mail/mail-config.js';
import { loadClusterConfig, type ClusterConfig } from '../cluster/cluster-config.js';

/** Server configuration, read once from the environment at start-up. */
export interface ServerConfig {
  /** Interface to listen on. */
  host: string;
  /** TCP port to listen on. */
  port: number;
  /** Origin users and the sign-in provider see, e.g. `https://havkart.example.org`. */
  publicUrl: string;
  /** Folder for state: the SQLite file, keys, caches. */
  dataDir: string;
  /** PostgreSQL connection string; SQLite under `dataDir` when absent. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (search_path); lets tests and tenants share one database. */
  databaseSchema: string | undefined;
  /** pino log level. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Origins allowed to embed the app in a frame, besides our own. */
  embedOrigins: string[];
  /** Origins allowed to call the API cross-origin; empty turns CORS off. */
  corsOrigins: string[];
  /**
   * Which service the web app's place search asks (`PLACE_SEARCH_SOURCE`): Kartverket's place
   * names through the proxy (`stedsnavn`), or the bundled GeoNames index (`geonames`, default).
   */
  placeSearchSource: 'stedsnavn' | 'geonames';
  /** API requests per client per `rateLimitWindowMs`. */
  rateLimitMax: number;
  /** Rate-limit window, in milliseconds. */
  rateLimitWindowMs: number;
  /** Live API requests (`/live/…`, a stream counted once when opened) per client per window. */
  liveRateLimitMax: number;
  /**
   * Longest a request may take to arrive, headers and body, in milliseconds: a client that
   * sends less body than its Content-Length announced is cut off after this (plus at most a
   * second, Node's check interval), so within 30 s by default.
   */
  requestTimeoutMs: number;
  /** Upper bound of the in-memory tile cache, in megabytes. */
  tileCacheMb: number;
  /**
   * Dataset settings from the environment: every `DATASET_{ID}_{SETTING}` (`_URL` for the
   * real upstream, `_REFRESH_S`), plus `BASEMAP_URL`, `BASEMAP_SCHEMA` and `OCEANFORECAST_URL`.
   */
  datasetEnv: Record<string, string>;
  /** Folder holding the built web app; nothing is served at `/` when it is missing. */
  webDistDir: string;
  /**
   * Whether to believe X-Forwarded-For/-Proto: only behind a reverse proxy we run, else any
   * client could pick the address the rate limit counts against.
   */
  trustProxy: boolean;
  /** Track history: retention, thinning, compaction (see `tracks/`). */
  tracks: TrackConfig;
  /** Sign-in and token settings (see `auth/`). */
  identity: IdentityConfig;
  /** Wave-forecast source (see `forecast/`). */
  forecast: ForecastConfig;
  /** Outgoing mail: SMTP_URL, MAIL_FROM (see `mail/`). */
  mail: MailConfig;
  /** AIS feeds to ingest (`AIS_SOURCES`); empty for none. */
  aisSources: SourceSpec[];
  /** Serve the restricted, arctic, fiskinfo and fishhealth live tiers without sign-in. */
  liveRestrictedAccess: boolean;
  /** Limits on open live streams (see `live/`). */
  live: LiveConfig;
  /** Roles, live bus and shared counters (see `cluster/`). */
  cluster: ClusterConfig;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `"${raw}" is not a whole number`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(name, `${value} is outside ${min}–${max}`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `"${env[name]}" is not true or false`);
}

function origins(env: Env, name: string): string[] {
  const raw = env[name];
  if (!raw) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => origin(name, entry));
}

function origin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `"${value}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `"${value}" must use http or https`);
  }
  return url.origin;
}

/**
 * Reads and validates the configuration. Throws a {@link ConfigError} naming the first bad
 * variable, so start-up fails with a message an operator can act on.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const host = env.HOST?.trim() || '0.0.0.0';
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as ServerConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `"${logLevel}" is not one of ${LOG_LEVELS.join(', ')}`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must start with postgres:// or postgresql://');
  }
  const databaseSchema = env.DATABASE_SCHEMA?.trim() || undefined;
  if (databaseSchema && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    throw new ConfigError('DATABASE_SCHEMA', 'must be a lower-case SQL identifier');
  }
  const identity = loadIdentityConfig(env);
  const browserHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const publicUrl = env.PUBLIC_URL?.trim()
    ? origin('PUBLIC_URL', env.PUBLIC_URL.trim())
    : `http://${browserHost.includes(':') ? `[${browserHost}]` : browserHost}:${port}`;

  let aisSources: SourceSpec[];
  try {
    aisSources = parseAisSources(env.AIS_SOURCES ?? DEFAULT_AIS_SOURCES);
  } catch (error) {
    if (error instanceof SourceUrlError) throw new ConfigError('AIS_SOURCES', error.message);
    throw error;
  }
  const restricted = env.LIVE_RESTRICTED_ACCESS?.trim() || 'deny';
  if (restricted !== 'deny' && restricted !== 'allow') {
    throw new ConfigError('LIVE_RESTRICTED_ACCESS', `"${restricted}" is not deny or allow`);
  }

  const placeSearchSource = env.PLACE_SEARCH_SOURCE?.trim() || 'geonames';
  if (placeSearchSource !== 'stedsnavn' && placeSearchSource !== 'geonames') {
    throw new ConfigError(
      'PLACE_SEARCH_SOURCE',
      `"${placeSearchSource}" is not stedsnavn or geonames`,
    );
  }

  return {
    host,
    port,
    publicUrl,
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || 'var'),
    databaseUrl,
    databaseSchema,
    logLevel,
    embedOrigins: origins(env, 'EMBED_ORIGINS'),
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    placeSearchSource,
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 600, 1, 1_000_000),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    liveRateLimitMax: integer(env, 'LIVE_RATE_LIMIT_MAX', 3000, 1, 1_000_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 25_000, 100, 600_000),
    tileCacheMb: integer(env, 'TILE_CACHE_MB', 64, 0, 16_384),
    datasetEnv: Object.fromEntries(
      Object.entries(env).filter(
        (entry): entry is [string, string] =>
          /^(DATASET_|BASEMAP_(URL|SCHEMA)$|OCEANFORECAST_URL$)/.test(entry[0]) && !!entry[1],
      ),
    ),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    aisSources,
    liveRestrictedAccess: restricted === 'allow',
    live: loadLiveConfig(env),
    tracks: loadTrackConfig(env),
    identity,
    forecast: loadForecastConfig(env),
    mail: loadMailConfig(env),
    cluster: loadClusterConfig(env, databaseUrl, cwd),
    webDistDir: path.resolve(
      cwd,
      env.WEB_DIST_DIR?.trim() || fileURLToPath(new URL('../../../web/dist', import.meta.url)),
    ),
  };
}
