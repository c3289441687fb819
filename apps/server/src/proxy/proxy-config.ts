/**
 * Which upstream hosts the place-name proxy may reach (spec 01 §7: `/api/v1/proxy?url=`).
 * Only hosts named here are ever fetched, so the route cannot be turned into an open relay
 * towards the server's own network.
 */
export interface ProxyConfig {
  /** Lower-case host names (with `:port` when not the default), e.g. `ws.geonorge.no`. */
  readonly allowedHosts: readonly string[];
  /** Whether plain http targets pass; never in production. */
  readonly allowHttp: boolean;
  /** Largest upstream body passed on, bytes. */
  readonly maxBytes: number;
  /** Time allowed for the upstream to answer in full, milliseconds. */
  readonly timeoutMs: number;
}

export const DEFAULT_PROXY_HOSTS = ['ws.geonorge.no'] as const;

type Env = Readonly<Record<string, string | undefined>>;

export class ProxyConfigError extends Error {}

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new ProxyConfigError(`Invalid ${name}: a positive whole number is required`);
  }
  return value;
}

/**
 * `PROXY_ALLOWED_HOSTS` (comma separated, default `ws.geonorge.no`), `PROXY_ALLOW_HTTP`
 * (`true` to allow plain http, refused when `NODE_ENV=production`), `PROXY_MAX_BYTES`
 * (default 2 MB) and `PROXY_TIMEOUT_MS` (default 10 s).
 */
export function loadProxyConfig(env: Env): ProxyConfig {
  const hosts = (env['PROXY_ALLOWED_HOSTS'] ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host.length > 0);
  const allowHttp = env['PROXY_ALLOW_HTTP']?.trim() === 'true';
  if (allowHttp && env['NODE_ENV'] === 'production') {
    throw new ProxyConfigError('Invalid PROXY_ALLOW_HTTP: plain http is not allowed in production');
  }
  return {
    allowedHosts: hosts.length > 0 ? hosts : [...DEFAULT_PROXY_HOSTS],
    allowHttp,
    maxBytes: positive(env, 'PROXY_MAX_BYTES', 2 * 1024 * 1024),
    timeoutMs: positive(env, 'PROXY_TIMEOUT_MS', 10_000),
  };
}

/** Why a target URL is refused, or null when it may be fetched. */
export function targetRefusal(target: string, config: ProxyConfig): string | null {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'url is not an absolute URL';
  }
  if (url.protocol !== 'https:' && !(config.allowHttp && url.protocol === 'http:')) {
    return `url must use https (got ${url.protocol.replace(':', '')})`;
  }
  if (url.username || url.password) return 'url must not carry credentials';
  if (!config.allowedHosts.includes(url.host.toLowerCase())) {
    return `host ${url.host} is not one the proxy may reach`;
  }
  return null;
}
