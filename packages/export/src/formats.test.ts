import { describe, expect, it } from 'vitest';
import { downloadFileName, EXPORT_FORMATS, exportFormat, OFFERED_FORMAT_IDS } from './formats.js';
import { SAMPLE_DOCUMENT } from './testing/sample-document.js';

describe('export formats', () => {
  it('offers GPX, GeoJSON, Shape, Excel and CSV; Olex waits for a real Olex file', () => {
    expect(OFFERED_FORMAT_IDS).toEqual(['gpx', 'geojson', 'shape', 'xlsx', 'csv']);
    expect(exportFormat('olex')?.offered).toBe(false);
    expect(exportFormat('maxsea')).toBeUndefined();
    expect(exportFormat('telchart')).toBeUndefined();
  });

  it('loads every writer on demand, and each writes bytes', async () => {
    for (const format of EXPORT_FORMATS) {
      const write = await format.load();
      const bytes = await write(SAMPLE_DOCUMENT);
      expect(bytes, format.id).toBeInstanceOf(Uint8Array);
      expect(bytes.length, format.id).toBeGreaterThan(100);
    }
  });

  it('has a unique id and a MIME type per format', () => {
    const ids = EXPORT_FORMATS.map((format) => format.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(EXPORT_FORMATS.every((format) => /^[a-z]+\/[\w.+-]+/.test(format.mimeType))).toBe(true);
  });

  it('names a download {name}-{UTC date}.{ext}', () => {
    const at = new Date(Date.UTC(2026, 0, 31, 23, 30));
    expect(downloadFileName('coastalwarnings', exportFormat('gpx')!, at)).toBe(
      'coastalwarnings-2026-01-31.gpx',
    );
    expect(downloadFileName('x', exportFormat('shape')!, at)).toBe('x-2026-01-31.zip');
  });
});
