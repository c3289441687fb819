// Draws the fill patterns and point icons datasets name by id (hatching in a colour, a
// platform) the first time the map asks for one, so a layer can reference an image without
// any dataset adding images.
import { hatchPatternImage, markerIconImage } from '@havkart/datasets-core/client';

/** The part of MapLibre's map this needs. */
export interface PatternMap {
  on(type: 'styleimagemissing', listener: (event: { id: string }) => void): unknown;
  hasImage(id: string): boolean;
  addImage(id: string, image: { width: number; height: number; data: Uint8Array }): unknown;
}

export function drawMissingPatterns(map: PatternMap): void {
  map.on('styleimagemissing', ({ id }) => {
    if (map.hasImage(id)) return;
    const image = hatchPatternImage(id) ?? markerIconImage(id);
    if (image) map.addImage(id, image);
  });
}
