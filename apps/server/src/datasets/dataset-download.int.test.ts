import { OFFERED_FORMAT_IDS, exportFormat } from '@havkart/export';
import { readBack, sortedPositions } from '@havkart/export/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/sign-in.testing.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { checkDownloadFormats } from './dataset-download-routes.js';
import {
  fixtureManifest,
  restrictedDownloadManifest,
  restrictedDownloadServerPart,
} from './testing/fixture-dataset.js';
import { datasetRoutesApp } from './testing/dataset-routes-app.js';

const PASSWORD = 'demo-password-for-tests';
const WARNINGS = '/api/v1/datasets/coastalwarnings';

/** Today's and tomorrow's UTC date: a download started just before midnight may carry either. */
function utcDates(): string[] {
  const now = Date.now();
  return [now, now + 86_400_000].map((t) => new Date(t).toISOString().slice(0, 10));
}

/** Every [lat, lon] of the served GeoJSON, whatever the nesting. */
function geoJsonPositions(coordinates: unknown): [number, number][] {
  if (!Array.isArray(coordinates)) return [];
  if (typeof coordinates[0] === 'number') return [[coordinates[1] as number, coordinates[0]]];
  return coordinates.flatMap((inner: unknown) => geoJsonPositions(inner));
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp('sqlite', { DEMO_USER_PASSWORD: PASSWORD });
});
afterAll(async () => t?.cleanup());

describe('coastal warnings download (spec 01 §9) on the real server', () => {
  it.each(OFFERED_FORMAT_IDS)(
    'downloads the warnings in force as %s, named {id}-{date}.{ext}, every vertex read back',
    async (formatId) => {
      const served = (await t.app.inject(`${WARNINGS}/geojson`)).json<{
        features: { properties: { number: string | null }; geometry: { coordinates: unknown } }[];
      }>();
      expect(served.features.length).toBeGreaterThan(0);
      const response = await t.app.inject(`${WARNINGS}/download?format=${formatId}`);
      expect(response.statusCode).toBe(200);
      const format = exportFormat(formatId)!;
      expect(response.headers['content-type']).toBe(format.mimeType);
      const disposition = String(response.headers['content-disposition']);
      expect(
        utcDates().map(
          (date) => `attachment; filename="coastalwarnings-${date}.${format.extension}"`,
        ),
      ).toContain(disposition);

      const read = await readBack(formatId, new Uint8Array(response.rawPayload));
      const expected = sortedPositions(
        served.features.flatMap((f) => geoJsonPositions(f.geometry.coordinates)),
      );
      const positions = sortedPositions(read.positions);
      expect(positions).toHaveLength(expected.length);
      positions.forEach(([lat, lon], i) => {
        expect(Math.abs(lat - expected[i]![0])).toBeLessThanOrEqual(1e-6);
        expect(Math.abs(lon - expected[i]![1])).toBeLessThanOrEqual(1e-6);
      });
      // Each warning is named by its number, as the warning lists show it.
      const numbers = new Set(served.features.map((f) => f.properties.number));
      expect(read.names.every((name) => numbers.has(name))).toBe(true);
    },
  );

  it('answers 400 problem+json naming querystring.format and listing the formats', async () => {
    for (const url of [
      `${WARNINGS}/download?format=maxsea`,
      `${WARNINGS}/download?format=olex`,
      `${WARNINGS}/download`,
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([
        'querystring.format',
      ]);
    }
    const unknown = await t.app.inject(`${WARNINGS}/download?format=maxsea`);
    expect(unknown.json<{ detail: string }>().detail).toContain('gpx, geojson, shape, xlsx, csv');
  });

  it('answers 404 for an unknown dataset and for one without downloads', async () => {
    for (const url of [
      '/api/v1/datasets/nosuchdataset/download?format=gpx',
      '/api/v1/datasets/basemap/download?format=gpx',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('titles the file in the language asked for, Norwegian by default', async () => {
    const title = async (query: string) => {
      const response = await t.app.inject(`${WARNINGS}/download?format=gpx${query}`);
      return /<metadata><name>([^<]*)<\/name>/.exec(response.body)?.[1];
    };
    expect(await title('')).toBe('Kystnavigasjonsvarsler');
    expect(await title('&lang=en')).toBe('Coastal navigational warnings');
  });

  it('is the same API under /bwapi', async () => {
    const response = await t.app.inject(`/bwapi/v1/datasets/coastalwarnings/download?format=csv`);
    expect(response.statusCode).toBe(200);
  });
});

describe('a download that needs a role (R28.10)', () => {
  let app: FastifyInstance;
  const bearer: Record<string, string> = {};

  // The dataset exists only here, so it is served by the dataset routes on their own, with
  // the real server's token verification: tokens come from signing in the demo users.
  beforeAll(async () => {
    app = await datasetRoutesApp({
      manifests: [restrictedDownloadManifest],
      parts: [restrictedDownloadServerPart],
    });
    app.callerResolver = t.app.callerResolver;
    await app.ready();
    for (const user of ['nedlaster', 'yrkesfisker']) {
      bearer[user] = (await signIn(t.app, t.config.publicUrl, user, PASSWORD)).tokens.access_token;
    }
  });
  afterAll(async () => app?.close());

  const download = (token?: string) =>
    app.inject({
      url: '/api/v1/datasets/testfishingfacilities/download?format=gpx',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('lets a user holding BwDownloadFishingfacility download', async () => {
    const response = await download(bearer.nedlaster);
    expect(response.statusCode).toBe(200);
    const read = await readBack('gpx', new Uint8Array(response.rawPayload));
    expect(read.names).toEqual(['garn-1']);
  });

  it('refuses a signed-in user without the role with 403, and an anonymous caller with 401', async () => {
    const refused = await download(bearer.yrkesfisker);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json<{ detail: string }>().detail).toContain('BwDownloadFishingfacility');
    const anonymous = await download();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('download formats in manifests', () => {
  it('refuses to start with a format no writer offers', () => {
    expect(() =>
      checkDownloadFormats([{ ...fixtureManifest, download: { formats: ['gpx', 'maxsea'] } }]),
    ).toThrow(/"maxsea", which is not offered/);
  });
});
