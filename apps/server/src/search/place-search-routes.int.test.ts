import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { problemDetailsPlugin } from '../plugins/problem-details.js';
import { placeSearchRoutes } from './place-search-routes.js';

async function appWith(env: Record<string, string>) {
  const app = Fastify({ logger: false });
  await app.register(problemDetailsPlugin);
  await app.register(placeSearchRoutes(env));
  await app.ready();
  return app;
}

describe('the place search index a site names (GEONAMES_FILE)', () => {
  it('is searched instead of the demo index, and not marked as demo data', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'geonames-'));
    const file = path.join(dir, 'NO.txt');
    const cols = [3_145_614, 'Moskenes', 'Moskenes', '', 67.9, 13.0, 'P', 'PPLA2', 'NO'];
    writeFileSync(
      file,
      [...cols, '', '18', '', '', '', 1000, '', '', 'Europe/Oslo', ''].join('\t'),
    );
    const app = await appWith({ GEONAMES_FILE: file });
    const body = (await app.inject('/api/v1/search/places?query=mosk')).json();
    expect(body.demoData).toBe(false);
    expect(body.results.map((r: { name: string }) => r.name)).toEqual(['Moskenes']);
    await app.close();
  });

  it('stops start-up naming the file when it cannot be read', async () => {
    await expect(appWith({ GEONAMES_FILE: '/nonexistent/NO.txt' })).rejects.toThrow(
      /GEONAMES_FILE \/nonexistent\/NO.txt/,
    );
  });
});
