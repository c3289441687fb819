import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/config.js';
import { loadClusterConfig } from './cluster-config.js';

const PG = 'postgres://db.example/havkart';
const NATS = 'nats://bus.example:4222';

describe('cluster configuration', () => {
  it('runs every role in one process with in-process bus and counters by default', () => {
    const { cluster } = loadConfig({}, '/srv/havkart');
    expect([...cluster.roles].sort()).toEqual(['api', 'ingest', 'tracks']);
    expect(cluster.liveBusUrl).toBeUndefined();
    expect(cluster.redisUrl).toBeUndefined();
    expect(cluster.busMaxAgeHours).toBe(72);
  });

  it('takes any subset of roles with a bus and PostgreSQL', () => {
    const env = { HAVKART_ROLES: ' api , TRACKS ', LIVE_BUS_URL: NATS };
    const cluster = loadClusterConfig(env, PG);
    expect([...cluster.roles].sort()).toEqual(['api', 'tracks']);
    expect(cluster.liveBusUrl).toBe(NATS);
  });

  it('reads Redis, the bus prefix and a shared keys file', () => {
    const env = {
      REDIS_URL: 'redis://cache.example:6379/2',
      LIVE_BUS_PREFIX: 'RUN_7',
      REDIS_PREFIX: 'run7:',
      AUTH_KEYS_FILE: 'secrets/keys.json',
    };
    const cluster = loadClusterConfig(env, undefined, '/srv/havkart');
    expect(cluster).toMatchObject({
      redisUrl: 'redis://cache.example:6379/2',
      busPrefix: 'RUN_7',
      redisPrefix: 'run7:',
      authKeysFile: '/srv/havkart/secrets/keys.json',
    });
  });

  it.each([
    [{ HAVKART_ROLES: 'ingest,web' }, PG, 'HAVKART_ROLES', /"web" is not one of/],
    [{ HAVKART_ROLES: ' , ' }, PG, 'HAVKART_ROLES', /names no role/],
    [{ HAVKART_ROLES: 'api' }, PG, 'HAVKART_ROLES', /needs LIVE_BUS_URL/],
    [{ HAVKART_ROLES: 'tracks', LIVE_BUS_URL: NATS }, undefined, 'HAVKART_ROLES', /DATABASE_URL/],
    [{ LIVE_BUS_URL: 'http://bus.example' }, PG, 'LIVE_BUS_URL', /nats:\/\//],
    [{ LIVE_BUS_URL: 'not a url' }, PG, 'LIVE_BUS_URL', /not a URL/],
    [{ REDIS_URL: 'memcached://x' }, PG, 'REDIS_URL', /redis:\/\//],
    [{ LIVE_BUS_PREFIX: 'has.dot' }, PG, 'LIVE_BUS_PREFIX', /letter/],
    [{ LIVE_BUS_MAX_AGE_H: '0' }, PG, 'LIVE_BUS_MAX_AGE_H', /outside/],
  ])('refuses %j, naming the variable', (env, databaseUrl, variable, reason) => {
    const load = () => loadClusterConfig(env, databaseUrl);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid ${variable}:`));
    expect(load).toThrow(reason);
  });

  it('refuses through the main configuration as well, so start-up stops with one line', () => {
    expect(() => loadConfig({ HAVKART_ROLES: 'ingest' })).toThrow(/^Invalid HAVKART_ROLES:/);
  });
});
