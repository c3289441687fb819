// Fill patterns a dataset names by id in `fill-pattern` (hatching in a colour), drawn by the
// web app when the map first asks for the image. The id carries everything the image needs,
// so a layer stays a pure function of the theme and no dataset registers images itself.

const PREFIX = 'havkart-hatch-';

/** Side of a hatch tile, pixels: diagonal stripes repeat across tile edges without seams. */
export const HATCH_SIZE = 8;

/** The image id of diagonal hatching in `colour` (`#rrggbb`). */
export function hatchPatternId(colour: string): string {
  return `${PREFIX}${colour.replace('#', '').toLowerCase()}`;
}

/** Pixels the map's `addImage` takes. */
export interface PatternImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/**
 * The hatch image an id names: stripes two pixels wide in the colour, the rest clear; null
 * for an id that is not a hatch id, which leaves the image to whoever else draws it.
 */
export function hatchPatternImage(id: string): PatternImage | null {
  if (!id.startsWith(PREFIX)) return null;
  const hex = id.slice(PREFIX.length);
  if (!/^[0-9a-f]{6}$/.test(hex)) return null;
  const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const data = new Uint8Array(HATCH_SIZE * HATCH_SIZE * 4);
  for (let y = 0; y < HATCH_SIZE; y += 1) {
    for (let x = 0; x < HATCH_SIZE; x += 1) {
      // Up-right diagonals: x + y constant along a stripe, period the tile side.
      if ((x + y) % HATCH_SIZE >= 2) continue;
      const at = (y * HATCH_SIZE + x) * 4;
      data.set([rgb[0]!, rgb[1]!, rgb[2]!, 200], at);
    }
  }
  return { width: HATCH_SIZE, height: HATCH_SIZE, data };
}
