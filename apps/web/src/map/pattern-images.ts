// Draws the fill patterns and point icons datasets name by id (hatching in a colour, a
// platform, the direction arrow) the first time the map asks for one, so a layer can reference
// an image without any dataset adding images.
import { arrowIconImage, hatchPatternImage, markerIconImage } from '@havkart/datasets-core/client';

/** The part of MapLibre's map this needs. */
export interface PatternMap {
  setMissingStyleImageResolver(resolver: ((id: string) => void) | null): unknown;
  hasImage(id: string): boolean;
  addImage(
    id: string,
    image: { width: number; height: number; data: Uint8Array },
    options?: { sdf?: boolean },
  ): unknown;
}

export function drawMissingPatterns(map: PatternMap): void {
  // A resolver, not a `styleimagemissing` listener: MapLibre uses what the resolver adds for
  // the request that missed it, whereas a listener's image only serves later requests, so
  // a layer on from the start drew nothing until something made it ask again.
  map.setMissingStyleImageResolver((id) => {
    if (map.hasImage(id)) return;
    // The arrow is a distance field: the layer tints and halos it, so it says so.
    const arrow = arrowIconImage(id);
    if (arrow) {
      map.addImage(id, arrow, { sdf: true });
      return;
    }
    const image = hatchPatternImage(id) ?? markerIconImage(id);
    if (image) map.addImage(id, image);
  });
}
