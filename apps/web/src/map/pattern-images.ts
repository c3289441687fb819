// Draws the fill patterns datasets name by id (hatching in a colour) the first time the map
// asks for one, so a layer can reference a pattern without any dataset adding images.
import { hatchPatternImage } from '@havkart/datasets-core/client';

/** The part of MapLibre's map this needs. */
export interface PatternMap {
  on(type: 'styleimagemissing', listener: (event: { id: string }) => void): unknown;
  hasImage(id: string): boolean;
  addImage(id: string, image: { width: number; height: number; data: Uint8Array }): unknown;
}

export function drawMissingPatterns(map: PatternMap): void {
  map.on('styleimagemissing', ({ id }) => {
    if (map.hasImage(id)) return;
    const image = hatchPatternImage(id);
    if (image) map.addImage(id, image);
  });
}
