// A document of many rows for the Excel writer's tests: texts in many scripts and with
// characters XML escapes, numbers of every size and sign, booleans, and times to the second.
import type { ExportDocument, ExportFeature } from '../model.js';

export const LARGE_T0 = Date.UTC(2026, 10, 27, 6, 30, 15);

/** Names that exercise escaping and UTF-8: Norwegian, Sami, emoji, CJK, markup characters. */
export const UNICODE_TEXTS = [
  'Ålesund – Ørsta',
  'Vardø & <Hamningberg>',
  'Guovdageaidnu «Čáhcesuolu»',
  'Torsk 🐟 og sei 🎣',
  '北极 航线',
  '"Sitat" og \'apostrof\'',
  '  mellomrom først og sist  ',
] as const;

/**
 * `points` waypoints, each with its own name and numbers, then one track of `trackPoints`
 * fixes a minute apart: `points + trackPoints` rows in the table.
 */
export function largeDocument(points: number, trackPoints: number): ExportDocument {
  const features: ExportFeature[] = [];
  for (let i = 0; i < points; i++) {
    features.push({
      kind: 'point',
      name: `${UNICODE_TEXTS[i % UNICODE_TEXTS.length]} ${i}`,
      properties: {
        note: UNICODE_TEXTS[(i * 3) % UNICODE_TEXTS.length]!,
        depthM: -0.000123 * i,
        count: 1_000_000_000_000 + i,
        tiny: i % 5 === 0 ? 1e-9 : 0.5,
        ok: i % 2 === 0,
      },
      position: {
        lat: 58 + (i % 1300) / 100.123,
        lon: -(i % 700) / 70.7,
        time: LARGE_T0 + i * 1_000,
      },
    });
  }
  features.push({
    kind: 'track',
    name: 'Spor «LK 123»',
    properties: { mmsi: 257_000_001 },
    points: Array.from({ length: trackPoints }, (_, i) => ({
      lat: 62 + i / 100_000,
      lon: 5 + i / 50_000,
      time: LARGE_T0 + i * 60_000,
    })),
  });
  return { name: 'Stor tabell: æøå/ÆØÅ', features };
}
