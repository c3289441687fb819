// Point icons a dataset names by id in `icon-image` (a platform, a wind turbine), drawn by the
// web app when the map first asks for them, as the hatch patterns are: the id carries shape
// and colour, so layers stay pure functions of the theme.

const PREFIX = 'havkart-icon-';

/** Icon shapes: an offshore platform, and a wind turbine (spec 02 §3, R14.08). */
export type MarkerShape = 'platform' | 'windmill';

/** Side of a marker icon, pixels (drawn at pixel ratio 1). */
export const MARKER_SIZE = 24;

export function markerIconId(shape: MarkerShape, colour: string): string {
  return `${PREFIX}${shape}-${colour.replace('#', '').toLowerCase()}`;
}

type Segment = readonly [number, number, number, number];

/** Strokes of each shape in a 24 × 24 box. */
const STROKES: Record<MarkerShape, readonly Segment[]> = {
  // A deck on four legs standing in the sea, with a derrick.
  platform: [
    [4, 10, 20, 10],
    [4, 13, 20, 13],
    [6, 13, 5, 22],
    [18, 13, 19, 22],
    [10, 13, 10, 22],
    [14, 13, 14, 22],
    [12, 10, 12, 2],
    [12, 2, 16, 10],
  ],
  // A mast and three blades from the hub.
  windmill: [
    [12, 10, 12, 22],
    [9, 22, 15, 22],
    [12, 9, 12, 1],
    [12, 9, 19, 13],
    [12, 9, 5, 13],
  ],
};

function distanceToSegment(px: number, py: number, [x1, y1, x2, y2]: Segment): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

/**
 * The icon an id names: the shape's strokes 2 px wide in the colour, inside a white halo so it
 * reads over any base map; null for any other id.
 */
export function markerIconImage(
  id: string,
): { width: number; height: number; data: Uint8Array } | null {
  const match = /^havkart-icon-(platform|windmill)-([0-9a-f]{6})$/.exec(id);
  if (!match) return null;
  const strokes = STROKES[match[1] as MarkerShape];
  const hex = match[2]!;
  const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const data = new Uint8Array(MARKER_SIZE * MARKER_SIZE * 4);
  for (let y = 0; y < MARKER_SIZE; y += 1) {
    for (let x = 0; x < MARKER_SIZE; x += 1) {
      const d = Math.min(...strokes.map((s) => distanceToSegment(x + 0.5, y + 0.5, s)));
      const at = (y * MARKER_SIZE + x) * 4;
      if (d <= 1.1) data.set([rgb[0]!, rgb[1]!, rgb[2]!, 255], at);
      else if (d <= 2.3) data.set([255, 255, 255, 220], at);
    }
  }
  return { width: MARKER_SIZE, height: MARKER_SIZE, data };
}
