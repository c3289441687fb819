import { describe, expect, it } from 'vitest';
import { csvChunks, writeCsv } from './csv.js';
import { geoJsonChunks, writeGeoJson } from './geojson.js';
import { gpxChunks, writeGpx } from './gpx.js';
import type { ExportDocument } from './model.js';
import { largeDocument, SAMPLE_DOCUMENT } from './testing/index.js';

const WRITERS = [
  { format: 'CSV', chunks: csvChunks, whole: writeCsv },
  { format: 'GeoJSON', chunks: geoJsonChunks, whole: writeGeoJson },
  { format: 'GPX', chunks: gpxChunks, whole: writeGpx },
] as const;

const joined = (chunks: Uint8Array[]) => Buffer.concat(chunks.map((chunk) => Buffer.from(chunk)));

describe.each(WRITERS)('$format in chunks', ({ chunks, whole }) => {
  const large: ExportDocument = largeDocument(1_500, 1_500);

  it('gives a large document in several chunks holding the one-piece file’s bytes', () => {
    const written = [...chunks(large)];
    expect(written.length).toBeGreaterThan(3);
    expect(joined(written).equals(Buffer.from(whole(large)))).toBe(true);
    // No character is cut between two chunks.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const chunk of written) expect(() => decoder.decode(chunk)).not.toThrow();
  });

  it('gives a small document in one chunk', () => {
    const written = [...chunks(SAMPLE_DOCUMENT)];
    expect(written).toHaveLength(1);
    expect(joined(written).equals(Buffer.from(whole(SAMPLE_DOCUMENT)))).toBe(true);
  });
});

describe('GeoJSON written a feature at a time', () => {
  it('is what one JSON.stringify of the collection writes', () => {
    const text = joined([...geoJsonChunks(largeDocument(300, 300))]).toString('utf8');
    expect(JSON.stringify(JSON.parse(text))).toBe(text);
    const empty = joined([...geoJsonChunks({ name: 'Tom', features: [] })]).toString('utf8');
    expect(empty).toBe('{"type":"FeatureCollection","name":"Tom","features":[]}');
  });
});
