import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.js';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({}, '/srv/havkart');
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      publicUrl: 'http://localhost:8080',
      dataDir: '/srv/havkart/var',
      databaseUrl: undefined,
      embedOrigins: [],
      corsOrigins: [],
      trustProxy: false,
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('derives the public URL from HOST and PORT unless PUBLIC_URL is set', () => {
    expect(loadConfig({ HOST: '10.0.0.5', PORT: '9000' }).publicUrl).toBe('http://10.0.0.5:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://kart.example.no/' }).publicUrl).toBe(
      'https://kart.example.no',
    );
  });

  it('trusts proxy headers only when told to', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads origin lists', () => {
    const config = loadConfig({ EMBED_ORIGINS: 'https://a.example, http://b.example:8000/x' });
    expect(config.embedOrigins).toEqual(['https://a.example', 'http://b.example:8000']);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_SCHEMA', 'Robert"); drop'],
    ['EMBED_ORIGINS', 'ftp://files.example'],
    ['PUBLIC_URL', 'not a url'],
    ['TILE_CACHE_MB', '-1'],
    ['TRUST_PROXY', 'maybe'],
  ])('names the bad variable %s=%s', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid ${variable}:`));
  });
});
