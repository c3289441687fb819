import { describe, expect, it } from 'vitest';
import { EXPORT_FORMATS } from './formats.js';
import { featureParts } from './model.js';
import { readBack, sortedPositions } from './testing/read-back.js';
import { SAMPLE_DOCUMENT } from './testing/sample-document.js';

const expectedPositions = sortedPositions(
  SAMPLE_DOCUMENT.features.flatMap((feature) =>
    featureParts(feature).flatMap((part) => part.map((p): [number, number] => [p.lat, p.lon])),
  ),
);

describe('every offered format read back by an independent reader', () => {
  for (const format of EXPORT_FORMATS.filter((f) => f.offered)) {
    it(`${format.label}: every vertex to 1e-6° and every feature name`, async () => {
      const bytes = await (await format.load())(SAMPLE_DOCUMENT);
      const read = await readBack(format.id, bytes);
      const positions = sortedPositions(read.positions);
      expect(positions).toHaveLength(expectedPositions.length);
      positions.forEach(([lat, lon], i) => {
        expect(Math.abs(lat - expectedPositions[i]![0])).toBeLessThanOrEqual(1e-6);
        expect(Math.abs(lon - expectedPositions[i]![1])).toBeLessThanOrEqual(1e-6);
      });
      expect([...read.names].sort()).toEqual(SAMPLE_DOCUMENT.features.map((f) => f.name).sort());
    });
  }
});
