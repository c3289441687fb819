import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OFFSHORE_INSTALLATIONS } from '@havkart/ais';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { problemDetailsPlugin } from '../plugins/problem-details.js';
import { loadOffshoreInstallations } from './offshore-installations.js';
import { OFFSHORE_INSTALLATIONS_PATH, offshoreInstallationRoutes } from './offshore-routes.js';

async function appWith(env: Record<string, string>) {
  const app = Fastify({ logger: false });
  await app.register(problemDetailsPlugin);
  await app.register(offshoreInstallationRoutes(loadOffshoreInstallations(env)));
  await app.ready();
  return app;
}

function fileWith(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rigs-')), 'rigs.json');
  writeFileSync(file, text);
  return file;
}

describe('offshore installations drawn with the platform icon (spec 02 §3, A33)', () => {
  it('serves the demo list by default: the 17 installations the simulator transmits', async () => {
    const app = await appWith({});
    const response = await app.inject(OFFSHORE_INSTALLATIONS_PATH);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.demoData).toBe(true);
    expect(body.installations).toHaveLength(17);
    expect(new Set(body.installations.map((i: { mmsi: number }) => i.mmsi)).size).toBe(17);
    expect(body.installations).toEqual(
      OFFSHORE_INSTALLATIONS.map(({ mmsi, name }) => ({ mmsi, name })),
    );
    expect(body.installations).toContainEqual({ mmsi: 257999001, name: 'TROLL A' });
    await app.close();
  });

  it("serves a site's own list from OFFSHORE_RIGS_FILE, not marked as demo data", async () => {
    const file = fileWith(
      JSON.stringify([
        { mmsi: 258123000, name: ' Example Alpha ' },
        { mmsi: 259456000, name: 'Example Bravo', operator: 'ignored' },
      ]),
    );
    const app = await appWith({ OFFSHORE_RIGS_FILE: file });
    const body = (await app.inject(`/api/v1/offshoreinstallations`)).json();
    expect(body).toEqual({
      demoData: false,
      installations: [
        { mmsi: 258123000, name: 'Example Alpha' },
        { mmsi: 259456000, name: 'Example Bravo' },
      ],
    });
    await app.close();
  });

  it.each([
    ['a missing file', null, /cannot be read \(ENOENT\)/],
    ['broken JSON', '[{"mmsi": 1,', /is not valid JSON/],
    ['an object instead of a list', '{"mmsi": 258123000}', /must hold a JSON array/],
    ['an MMSI of ten digits', '[{"mmsi": 2581230001, "name": "A"}]', /entry 0: "mmsi"/],
    ['a text MMSI', '[{"mmsi": "258123000", "name": "A"}]', /entry 0: "mmsi"/],
    ['an empty name', '[{"mmsi": 258123000, "name": " "}]', /entry 0: "name"/],
    [
      'an MMSI listed twice',
      '[{"mmsi": 258123000, "name": "A"}, {"mmsi": 258123000, "name": "B"}]',
      /entry 1: MMSI 258123000 is listed twice/,
    ],
  ])('stops start-up naming OFFSHORE_RIGS_FILE for %s', async (_case, text, reason) => {
    const file = text === null ? '/nonexistent/rigs.json' : fileWith(text);
    const start = appWith({ OFFSHORE_RIGS_FILE: file });
    await expect(start).rejects.toThrow(/^Invalid OFFSHORE_RIGS_FILE: /);
    await expect(start).rejects.toThrow(file);
    await expect(start).rejects.toThrow(reason);
  });
});
