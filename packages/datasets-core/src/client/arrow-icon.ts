// The arrow that direction layers (wind at a weather station) draw as an icon rotated by a
// bearing. The map's one font has no arrow glyph, and text stand-ins (a lambda over a bar)
// come apart at small sizes. The image is a signed distance field, so MapLibre tints it with
// `icon-color`, rings it with `icon-halo-*` and scales it by `icon-size` without blurring.

/** The id a layer names in `icon-image`; drawn by the web app when the map first asks. */
export const ARROW_ICON_ID = 'havkart-sdf-arrow';

/** Side of the arrow image, pixels at pixel ratio 1; the arrow points up (north). */
export const ARROW_ICON_SIZE = 32;

/** Pixels of distance per unit of the field, as MapLibre's SDF shader reads it (SDF_PX). */
const SDF_PX = 8;
/** The field's value at the shape's edge, as in MapLibre's glyphs (192 of 255). */
const EDGE = 0.75;

type Point = readonly [number, number];

/** The head: a triangle with its tip at the top. */
const HEAD: readonly Point[] = [
  [16, 3],
  [24, 15],
  [8, 15],
];
/** The shaft: a bar down the middle, from under the head to the foot. */
const SHAFT = { x: 16, top: 12, bottom: 29, halfWidth: 2 };

function distanceToSegment(px: number, py: number, [x1, y1]: Point, [x2, y2]: Point): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

function insideTriangle(px: number, py: number, [a, b, c]: readonly Point[]): boolean {
  const side = (p: Point, q: Point) => (q[0] - p[0]) * (py - p[1]) - (q[1] - p[1]) * (px - p[0]);
  const s1 = side(a!, b!);
  const s2 = side(b!, c!);
  const s3 = side(c!, a!);
  return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
}

/** Signed distance to the arrow, pixels: negative inside. */
export function arrowDistance(px: number, py: number): number {
  const edges = HEAD.map((p, i) => distanceToSegment(px, py, p, HEAD[(i + 1) % HEAD.length]!));
  const head = (insideTriangle(px, py, HEAD) ? -1 : 1) * Math.min(...edges);
  const shaft =
    distanceToSegment(px, py, [SHAFT.x, SHAFT.top], [SHAFT.x, SHAFT.bottom]) - SHAFT.halfWidth;
  return Math.min(head, shaft);
}

/** The arrow's image for its id (a distance field in the alpha channel), null for any other. */
export function arrowIconImage(
  id: string,
): { width: number; height: number; data: Uint8Array; sdf: true } | null {
  if (id !== ARROW_ICON_ID) return null;
  const data = new Uint8Array(ARROW_ICON_SIZE * ARROW_ICON_SIZE * 4);
  for (let y = 0; y < ARROW_ICON_SIZE; y += 1) {
    for (let x = 0; x < ARROW_ICON_SIZE; x += 1) {
      const value = EDGE - arrowDistance(x + 0.5, y + 0.5) / SDF_PX;
      const at = (y * ARROW_ICON_SIZE + x) * 4;
      data.set([255, 255, 255, Math.round(255 * Math.max(0, Math.min(1, value)))], at);
    }
  }
  return { width: ARROW_ICON_SIZE, height: ARROW_ICON_SIZE, data, sdf: true };
}
