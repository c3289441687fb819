import { readFileSync } from 'node:fs';
import { isWarningShown } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { demoMetAlerts } from './demo.js';
import { readMetAlerts } from './metalerts.js';

const fixture = readFileSync(
  new URL('../../../fixtures/metalerts/current-no.json', import.meta.url),
  'utf8',
);

describe('MetAlerts current.json', () => {
  it('reads each warning as the spec record: id, effective/expires from when.interval, title as headLine, severity, area', () => {
    const { collection, skipped } = readMetAlerts(fixture);
    expect(skipped).toEqual([]);
    expect(collection.features).toHaveLength(2);
    const [gale, rain] = collection.features;
    expect(gale!.id).toBe('2.49.0.1.578.0.20261126091512.014');
    expect(gale!.geometry.type).toBe('Polygon');
    expect(gale!.properties).toMatchObject({
      id: '2.49.0.1.578.0.20261126091512.014',
      effective: '2026-11-26T12:00:00.000Z',
      expires: '2026-11-27T06:00:00.000Z',
      effectiveMs: Date.parse('2026-11-26T12:00:00Z'),
      expiresMs: Date.parse('2026-11-27T06:00:00Z'),
      headLine:
        'Kuling, oransje nivå, Fiskebanken og Stad, 26 november kl 12:00 UTC til 27 november kl 06:00 UTC',
      severity: 'Severe',
      certainty: 'Likely',
      event: 'gale',
      area: 'Fiskebanken og Stad',
      domain: 'marine',
      riskMatrixColor: 'Orange',
      instruction: 'Mindre fartøy bør søke havn. Sikre løse gjenstander om bord.',
      demo: false,
    });
    expect(rain!.geometry.type).toBe('MultiPolygon');
    expect(rain!.properties).toMatchObject({ severity: 'Moderate', domain: 'land' });
  });

  it('skips warnings without a drawable polygon (R15.21) and keeps the rest', () => {
    const document = JSON.parse(fixture) as { features: { geometry: unknown }[] };
    document.features[0]!.geometry = null;
    document.features.push({
      ...document.features[1]!,
      geometry: { type: 'Point', coordinates: [5, 60] },
    });
    const { collection, skipped } = readMetAlerts(JSON.stringify(document));
    expect(collection.features.map((f) => f.properties.area)).toEqual(['Vestland']);
    expect(skipped.map((s) => s.reason)).toEqual(['no polygon', 'no polygon']);
  });

  it('keeps a warning whose interval is missing, with null times (shown while in force)', () => {
    const document = JSON.parse(fixture) as { features: { when?: unknown }[] };
    delete document.features[0]!.when;
    const gale = readMetAlerts(document).collection.features[0]!;
    expect(gale.properties).toMatchObject({ effective: null, expires: null, effectiveMs: null });
  });

  it('refuses a body that is not a FeatureCollection', () => {
    expect(() => readMetAlerts('<html>')).toThrow(/JSON/);
    expect(() => readMetAlerts('[]')).toThrow(/FeatureCollection/);
  });
});

describe('demo warnings', () => {
  it('are the same all hour, labelled demo, in the language asked for', () => {
    const at = Date.parse('2026-11-27T10:05:00Z');
    const later = Date.parse('2026-11-27T10:55:00Z');
    expect(demoMetAlerts(at, 'no')).toEqual(demoMetAlerts(later, 'no'));
    const no = readMetAlerts(demoMetAlerts(at, 'no'), true).collection.features;
    const en = readMetAlerts(demoMetAlerts(at, 'en'), true).collection.features;
    expect(no.every((f) => f.properties.demo && f.properties.headLine.startsWith('Demo'))).toBe(
      true,
    );
    expect(no[0]!.properties.headLine).toContain('Kuling');
    expect(en[0]!.properties.headLine).toContain('Gale');
  });

  it('hold warnings in force, starting in one and two hours, expired, at sea and on land', () => {
    const at = Date.parse('2026-11-27T10:00:00Z');
    const features = readMetAlerts(demoMetAlerts(at, 'en'), true).collection.features;
    const shown = (selected: number) =>
      features
        .filter((f) => isWarningShown(f.properties.effectiveMs, f.properties.expiresMs, selected))
        .map((f) => f.properties.id);
    expect(shown(at)).toEqual([
      'demo-gale-stad',
      'demo-storm-vestfjorden',
      'demo-wind-skagerrak',
      'demo-rain-vestland',
    ]);
    // Three hours on, Skagerrak has expired and the Finnmark icing is inside the window.
    expect(shown(at + 3 * 3600_000)).toEqual([
      'demo-gale-stad',
      'demo-storm-vestfjorden',
      'demo-icing-finnmark',
      'demo-rain-vestland',
    ]);
    expect(new Set(features.map((f) => f.properties.domain))).toEqual(new Set(['marine', 'land']));
    expect(new Set(features.map((f) => f.properties.severity))).toEqual(
      new Set(['Extreme', 'Severe', 'Moderate']),
    );
  });
});
