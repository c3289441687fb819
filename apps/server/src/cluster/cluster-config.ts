/**
 * How a process takes part in a deployment: which roles it runs (`HAVKART_ROLES`), where the
 * live bus is (`LIVE_BUS_URL`) and where the shared counters are (`REDIS_URL`). Unset, one
 * process does everything with in-process bus and counters, as `npm start` always has.
 */
import path from 'node:path';
import { ConfigError } from '../config/config-error.js';
import { whole, type Env } from '../config/env-number.js';

/** `ingest` reads AIS and publishes; `api` serves HTTP and streams; `tracks` writes tracks. */
export type Role = 'ingest' | 'api' | 'tracks';

export const ALL_ROLES: readonly Role[] = ['ingest', 'api', 'tracks'];

export interface ClusterConfig {
  /** The roles this process runs. */
  roles: ReadonlySet<Role>;
  /** `nats://host:port` of NATS with JetStream; the in-process bus when absent. */
  liveBusUrl: string | undefined;
  /**
   * Prefix of the stream name, its subjects and the durable consumer (`LIVE_BUS_PREFIX`),
   * so several deployments, or test runs, share one NATS server without meeting.
   */
  busPrefix: string;
  /** Hours of messages the stream keeps and an API instance replays (`LIVE_BUS_MAX_AGE_H`). */
  busMaxAgeHours: number;
  /** Bytes the stream keeps at most (`LIVE_BUS_MAX_MB`); the oldest go first. */
  busMaxBytes: number;
  /** Seconds of messages ingest buffers while NATS is unreachable (`LIVE_BUS_BUFFER_S`). */
  busBufferSeconds: number;
  /** `redis://host:port`; counters in this process when absent. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key (`REDIS_PREFIX`). */
  redisPrefix: string;
  /** A file with the sign-in keys shared by every instance (`AUTH_KEYS_FILE`). */
  authKeysFile: string | undefined;
}

const PREFIX = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

export function parseRoles(raw: string | undefined): Set<Role> {
  const value = raw?.trim();
  if (!value) return new Set(ALL_ROLES);
  const roles = new Set<Role>();
  for (const entry of value.split(',').map((part) => part.trim().toLowerCase())) {
    if (!entry) continue;
    if (!ALL_ROLES.includes(entry as Role)) {
      throw new ConfigError('HAVKART_ROLES', `"${entry}" is not one of ${ALL_ROLES.join(', ')}`);
    }
    roles.add(entry as Role);
  }
  if (roles.size === 0) throw new ConfigError('HAVKART_ROLES', 'names no role');
  return roles;
}

function serviceUrl(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `"${raw}" is not a URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  if (!url.hostname) throw new ConfigError(name, 'names no host');
  return raw;
}

/**
 * Reads the cluster settings, refusing combinations that cannot work: a role split without
 * a bus to carry messages between the processes, or a split on SQLite, whose file one
 * process owns (two track writers, or an API reading another machine's file, cannot work).
 */
export function loadClusterConfig(
  env: Env,
  databaseUrl: string | undefined,
  cwd = process.cwd(),
): ClusterConfig {
  const roles = parseRoles(env.HAVKART_ROLES);
  const liveBusUrl = serviceUrl(env, 'LIVE_BUS_URL', ['nats:', 'tls:']);
  const redisUrl = serviceUrl(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const split = roles.size < ALL_ROLES.length;
  if (split && !liveBusUrl) {
    throw new ConfigError(
      'HAVKART_ROLES',
      `"${[...roles].join(',')}" needs LIVE_BUS_URL: the other roles run in other processes`,
    );
  }
  if (split && !databaseUrl) {
    throw new ConfigError(
      'HAVKART_ROLES',
      `"${[...roles].join(',')}" needs DATABASE_URL: processes of one deployment share PostgreSQL, not a SQLite file`,
    );
  }
  const busPrefix = env.LIVE_BUS_PREFIX?.trim() || 'HAVKART';
  if (!PREFIX.test(busPrefix)) {
    throw new ConfigError(
      'LIVE_BUS_PREFIX',
      'must be a letter then up to 31 letters, digits, _ or -',
    );
  }
  const redisPrefix = env.REDIS_PREFIX?.trim() || 'havkart:';
  if (/\s/.test(redisPrefix) || redisPrefix.length > 64) {
    throw new ConfigError('REDIS_PREFIX', 'must be up to 64 characters without spaces');
  }
  const keysFile = env.AUTH_KEYS_FILE?.trim();
  return {
    roles,
    liveBusUrl,
    busPrefix,
    busMaxAgeHours: whole(env, 'LIVE_BUS_MAX_AGE_H', 72, 1, 24 * 365),
    busMaxBytes: whole(env, 'LIVE_BUS_MAX_MB', 4096, 16, 1_048_576) * 1024 * 1024,
    busBufferSeconds: whole(env, 'LIVE_BUS_BUFFER_S', 60, 1, 3600),
    redisUrl,
    redisPrefix,
    authKeysFile: keysFile ? path.resolve(cwd, keysFile) : undefined,
  };
}

/** The address without credentials, for logs and start-up failures. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'the configured address';
  }
}
