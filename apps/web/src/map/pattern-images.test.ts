import { hatchPatternId, markerIconId } from '@havkart/datasets-core/client';
import { describe, expect, it } from 'vitest';
import { drawMissingPatterns, type PatternMap } from './pattern-images.js';

function fakeMap() {
  const images = new Map<string, { width: number }>();
  let listener: ((event: { id: string }) => void) | undefined;
  const map: PatternMap = {
    on: (_type, l) => (listener = l),
    hasImage: (id) => images.has(id),
    addImage: (id, image) => images.set(id, image),
  };
  return { map, images, missing: (id: string) => listener?.({ id }) };
}

describe('pattern images', () => {
  it('draw a hatch pattern the map is missing, once, and leave other ids alone', () => {
    const { map, images, missing } = fakeMap();
    drawMissingPatterns(map);
    missing(hatchPatternId('#e03131'));
    missing(hatchPatternId('#e03131'));
    missing('vessel-icon');
    missing(markerIconId('platform', '#343a40'));
    expect([...images.keys()]).toEqual(['havkart-hatch-e03131', 'havkart-icon-platform-343a40']);
  });
});
