// A document with one feature of every kind, shared by the writers' tests.
import type { ExportDocument } from '../model.js';

const T0 = Date.UTC(2026, 10, 27, 8, 0, 0);
const HOUR = 3_600_000;

export const SAMPLE_TIMES = { T0, HOUR };

export const SAMPLE_DOCUMENT: ExportDocument = {
  name: 'Tur til Bodø & <Lofoten>',
  features: [
    {
      kind: 'point',
      name: 'Fyr "Skomvær"',
      properties: { note: 'Kai, ved bøye' },
      position: { lat: 67.4123456, lon: 11.8765432, time: T0 },
    },
    {
      kind: 'line',
      name: 'Måling',
      properties: { lengthM: 18520.5 },
      parts: [
        [
          { lat: 67.1, lon: 14.1 },
          { lat: 67.2, lon: 14.3 },
          { lat: 67.25, lon: 14.35 },
        ],
      ],
    },
    {
      kind: 'polygon',
      name: 'Område',
      properties: { areaM2: 1234567.5 },
      // Drawn clockwise: writers must turn it the way their format wants.
      polygons: [
        [
          [
            { lat: 67.0, lon: 14.0 },
            { lat: 67.1, lon: 14.0 },
            { lat: 67.1, lon: 14.2 },
            { lat: 67.0, lon: 14.2 },
            { lat: 67.0, lon: 14.0 },
          ],
        ],
      ],
    },
    {
      kind: 'circle',
      name: null,
      properties: {},
      centre: { lat: 68.0, lon: 15.0 },
      radiusM: 1000,
      ring: [
        { lat: 68.009, lon: 15.0 },
        { lat: 68.0, lon: 15.024 },
        { lat: 67.991, lon: 15.0 },
        { lat: 68.0, lon: 14.976 },
        { lat: 68.009, lon: 15.0 },
      ],
    },
    {
      kind: 'route',
      name: 'Rute 1',
      properties: { speedMs: 5.144 },
      points: [
        { lat: 67.28, lon: 14.4, time: T0, name: 'Bodø' },
        { lat: 67.45, lon: 14.4, time: T0 + HOUR, name: null },
        { lat: 67.6, lon: 14.1, time: T0 + 2 * HOUR, name: 'Ut' },
      ],
    },
    {
      kind: 'track',
      name: 'LK 123',
      properties: { mmsi: 257000000 },
      points: [
        { lat: 67.3, lon: 14.5, time: T0 },
        { lat: 67.31, lon: 14.52, time: T0 + 60_000 },
      ],
    },
  ],
};
