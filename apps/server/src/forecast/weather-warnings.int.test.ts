/**
 * The weather warnings' GeoJSON through the real server: the demo set by default, marked as
 * demo data in the catalogue, texts in the language `?lang=` asks for (R15.23), every warning
 * with its polygon (R15.21), and a language it does not know refused as problem+json naming
 * `querystring.lang`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp('sqlite');
}, 60_000);
afterAll(() => t?.cleanup());

interface Warnings {
  type: string;
  features: { id: string; geometry: { type: string }; properties: Record<string, unknown> }[];
}

describe('GET /api/v1/datasets/weatherwarnings/geojson', () => {
  it('serves the demo warnings in Norwegian by default and in English with lang=en', async () => {
    const no = await t.app.inject('/api/v1/datasets/weatherwarnings/geojson?lang=no');
    expect(no.statusCode).toBe(200);
    const norwegian = no.json<Warnings>();
    expect(norwegian.features.length).toBeGreaterThan(0);
    expect(norwegian.features[0]!.properties['headLine']).toMatch(/^Demo: Kuling/);
    const plain = await t.app.inject('/api/v1/datasets/weatherwarnings/geojson');
    expect(plain.json<Warnings>().features[0]!.properties['headLine']).toMatch(/^Demo: Kuling/);

    const en = await t.app.inject('/api/v1/datasets/weatherwarnings/geojson?lang=en');
    const english = en.json<Warnings>();
    expect(english.features.map((f) => f.id)).toEqual(norwegian.features.map((f) => f.id));
    expect(english.features[0]!.properties['headLine']).toMatch(/^Demo: Gale/);
    for (const feature of english.features) {
      expect(['Polygon', 'MultiPolygon']).toContain(feature.geometry.type);
      expect(feature.properties).toMatchObject({ id: feature.id, demo: true });
      expect(typeof feature.properties['effective']).toBe('string');
      expect(typeof feature.properties['severity']).toBe('string');
    }
  });

  it('is listed in the catalogue as demo data', async () => {
    const response = await t.app.inject('/api/v1/spadataset/data/havkart?lang=en');
    const datasets = response.json<Record<string, { demoData?: boolean; name?: string }>>();
    expect(datasets['weatherwarnings']).toMatchObject({ demoData: true, name: 'Weather warnings' });
  });

  it('refuses an unknown language with problem+json naming querystring.lang', async () => {
    const response = await t.app.inject('/api/v1/datasets/weatherwarnings/geojson?lang=de');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['querystring.lang']);
  });
});
