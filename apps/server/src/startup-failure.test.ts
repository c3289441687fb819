import { describe, expect, it } from 'vitest';
import { loadConfig } from './config/config.js';
import { explainStartupFailure } from './startup-failure.js';

const postgres = loadConfig({
  DATA_DIR: '/srv/havkart',
  PORT: '8080',
  DATABASE_URL: 'postgres://havkart:secret@db.example:5432/havkart',
});
const sqlite = loadConfig({ DATA_DIR: '/srv/havkart', PORT: '8080' });

function failure(code: string): Error {
  return Object.assign(new Error(code), { code });
}

describe('start-up failure explanations', () => {
  it.each([
    ['listen', failure('EADDRINUSE'), postgres, /port 8080 is already in use.*set PORT/],
    ['listen', failure('EACCES'), postgres, /not allowed to listen.*set PORT/],
    ['listen', failure('EADDRNOTAVAIL'), postgres, /no such address.*set HOST/],
    ['database', failure('ECONNREFUSED'), postgres, /db\.example:5432\/havkart.*DATABASE_URL/],
    [
      'database',
      new AggregateError([failure('ECONNREFUSED'), failure('ECONNREFUSED')], 'connect'),
      postgres,
      /cannot reach the database.*DATABASE_URL/,
    ],
    [
      'database',
      new Error('Database migration failed', { cause: failure('ETIMEDOUT') }),
      postgres,
      /did not answer.*DATABASE_URL/,
    ],
    ['database', failure('ENOTFOUND'), postgres, /host .* is unknown.*DATABASE_URL/],
    ['database', failure('28P01'), postgres, /credentials.*DATABASE_URL/],
    ['database', failure('3D000'), postgres, /does not exist.*DATABASE_URL/],
    ['database', failure('EACCES'), sqlite, /cannot write .*\/srv\/havkart.*set DATA_DIR/],
  ] as const)('%s %s', (stage, error, config, expected) => {
    const line = explainStartupFailure(stage, error, config);
    expect(line).toMatch(expected);
    expect(line).not.toContain('secret');
    expect(line).not.toContain('\n');
  });

  it('leaves faults of the server itself unexplained, so their stack is printed', () => {
    expect(explainStartupFailure('database', new TypeError('x is undefined'), postgres)).toBeNull();
    expect(explainStartupFailure('listen', failure('ERR_SOMETHING'), sqlite)).toBeNull();
  });
});
