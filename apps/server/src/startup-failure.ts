import { ServiceUnreachableError } from './cluster/service-unreachable.js';
import type { ServerConfig } from './config/config.js';

/** What the server was doing when it failed to start. */
export type StartupStage = 'database' | 'listen';

/** Node's and pg's error codes, wherever they sit on the error (AggregateError included). */
function codesOf(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const { code, errors, cause } = error as { code?: unknown; errors?: unknown; cause?: unknown };
  return [
    ...(typeof code === 'string' ? [code] : []),
    ...(Array.isArray(errors) ? errors.flatMap(codesOf) : []),
    ...codesOf(cause),
  ];
}

/** The database's address without credentials. */
function databaseWhere(config: ServerConfig): string {
  if (!config.databaseUrl) return `the SQLite file in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * One line telling an operator why the server could not start and which variable to change,
 * for the failures a setup commonly meets; null for anything else (a fault in the server,
 * whose stack trace is then worth printing).
 */
export function explainStartupFailure(
  stage: StartupStage,
  error: unknown,
  config: ServerConfig,
): string | null {
  // The live bus or Redis: the error already says which variable to check.
  if (error instanceof ServiceUnreachableError) return error.message;
  const codes = codesOf(error);
  const has = (...wanted: string[]) => wanted.some((code) => codes.includes(code));
  if (stage === 'listen') {
    const where = `${config.host}:${config.port}`;
    if (has('EADDRINUSE')) {
      return `port ${config.port} is already in use on ${config.host}; set PORT to a free port or stop the program using it`;
    }
    if (has('EACCES')) {
      return `not allowed to listen on ${where}; set PORT to 1024 or above`;
    }
    if (has('EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN')) {
      return `cannot listen on ${where}: no such address on this machine; set HOST`;
    }
    return null;
  }
  const where = databaseWhere(config);
  if (!config.databaseUrl) {
    if (has('EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'SQLITE_CANTOPEN', 'SQLITE_READONLY')) {
      return `cannot write ${where}; set DATA_DIR to a folder the server may write`;
    }
    return null;
  }
  if (has('ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET')) {
    return `cannot reach the database: ${where} refused or did not answer; check DATABASE_URL and that PostgreSQL is running`;
  }
  if (has('ENOTFOUND', 'EAI_AGAIN')) {
    return `cannot reach the database: the host of ${where} is unknown; check DATABASE_URL`;
  }
  if (has('28P01', '28000')) {
    return `the database refused the credentials for ${where}; check the user and password in DATABASE_URL`;
  }
  if (has('3D000')) {
    return `the database of ${where} does not exist; create it or change DATABASE_URL`;
  }
  if (has('3F000', '42501')) {
    return `the server may not create or use its schema in ${where}; grant the user rights or set DATABASE_SCHEMA`;
  }
  return null;
}
