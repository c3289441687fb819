// @vitest-environment happy-dom
import { destinationPoint, measureCircle, type LonLat } from '@havkart/domain';
import { exportFormat, type ExportFormat } from '@havkart/export';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadDrawingAction } from './DownloadDrawingAction.js';
import { downloadDrawing, drawingDocument } from './drawing-download.js';

const saved = vi.hoisted(() => [] as { blob: Blob; fileName: string }[]);
vi.mock('../downloads/save-file.js', () => ({
  saveFile: (blob: Blob, fileName: string) => saved.push({ blob, fileName }),
}));

const A: LonLat = [5, 60];
const B: LonLat = [5, 60.01];
const C: LonLat = [5.02, 60.01];
const AT = new Date('2026-11-27T10:15:00Z');

beforeEach(() => {
  saved.length = 0;
});

describe('a drawing as a download', () => {
  it('writes a line with its length (0.01° of latitude is 1112 m)', () => {
    expect(drawingDocument({ kind: 'line', points: [A, B] }, 'Linje')).toEqual({
      name: 'Linje',
      features: [
        {
          kind: 'line',
          name: 'Linje',
          properties: { lengthM: 1112 },
          parts: [
            [
              { lat: 60, lon: 5 },
              { lat: 60.01, lon: 5 },
            ],
          ],
        },
      ],
    });
  });

  it('writes an area closed, with its size and outline, and none under three corners', () => {
    const document = drawingDocument({ kind: 'area', points: [A, B, C] }, 'Område');
    const feature = document?.features[0];
    expect(feature?.kind).toBe('polygon');
    if (feature?.kind !== 'polygon') return;
    const ring = feature.polygons[0]![0]!;
    expect(ring).toHaveLength(4);
    expect(ring[3]).toEqual(ring[0]);
    // Half of a 1112 m × 1112 m square (0.02° of longitude at 60° N is 1111.9 m).
    expect(feature.properties.areaM2).toBeGreaterThan(617_000);
    expect(feature.properties.areaM2).toBeLessThan(619_000);
    expect(drawingDocument({ kind: 'area', points: [A, B] }, 'Område')).toBeNull();
  });

  it('writes a circle as its 33-position ring with radius, circumference and area', () => {
    const edge = destinationPoint(A, 90, 500);
    const document = drawingDocument({ kind: 'circle', centre: A, edge }, 'Sirkel');
    const feature = document?.features[0];
    if (feature?.kind !== 'circle') throw new Error('not a circle');
    const measures = measureCircle({ centre: A, edge });
    expect(feature.ring).toHaveLength(33);
    expect(feature.radiusM).toBe(500);
    expect(feature.centre).toEqual({ lat: 60, lon: 5 });
    expect(feature.properties).toEqual({
      radiusM: 500,
      circumferenceM: Math.round(measures.circumference * 10) / 10,
      areaM2: Math.round(measures.area),
    });
  });

  it('is offered for lines of two points, areas and circles, not for empty ones', () => {
    expect(downloadDrawingAction.appliesTo({ kind: 'line', points: [A, B] })).toBe(true);
    expect(downloadDrawingAction.appliesTo({ kind: 'line', points: [A] })).toBe(false);
    expect(downloadDrawingAction.appliesTo({ kind: 'area', points: [A, B, C] })).toBe(true);
    expect(downloadDrawingAction.appliesTo({ kind: 'area', points: [A, B] })).toBe(false);
    expect(
      downloadDrawingAction.appliesTo({
        kind: 'circle',
        centre: A,
        edge: destinationPoint(A, 0, 9),
      }),
    ).toBe(true);
  });

  it('saves a GPX track named drawing-{date}.gpx through the format writer', async () => {
    const gpx = exportFormat('gpx') as ExportFormat;
    const name = await downloadDrawing({ kind: 'line', points: [A, B, C] }, 'Linje', gpx, () => AT);
    expect(name).toBe('drawing-2026-11-27.gpx');
    const text = await saved[0]!.blob.text();
    expect(text).toContain('<trk>');
    expect(text.match(/<trkpt /g)).toHaveLength(3);
    expect(text).toContain('lat="60.01" lon="5.02"');
  });

  it('writes a circle to CSV as 33 rows carrying its measures', async () => {
    const csv = exportFormat('csv') as ExportFormat;
    const edge = destinationPoint(A, 0, 1000);
    await downloadDrawing({ kind: 'circle', centre: A, edge }, 'Sirkel', csv, () => AT);
    const lines = (await saved[0]!.blob.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('radiusM,circumferenceM,areaM2');
    expect(lines).toHaveLength(34);
    expect(lines[1]).toContain(',1000,');
  });

  it('refuses an empty area rather than write an empty file', async () => {
    const csv = exportFormat('csv') as ExportFormat;
    await expect(downloadDrawing({ kind: 'area', points: [A] }, 'Område', csv)).rejects.toThrow();
    expect(saved).toHaveLength(0);
  });
});
