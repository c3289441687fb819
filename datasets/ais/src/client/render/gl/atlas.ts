// The icon atlas of the custom vessel layer: our SVG drawings (../../icons), the icons and the
// marks drawn at low zoom, rasterised once per theme and pixel ratio into one texture, packed
// on shelves. The old-position variants are not in the atlas: the shader draws the fresh
// image at OLD_ICON_OPACITY, which is what the SVG's group opacity does.
import type { MapTheme, ThemeName } from '@havkart/theme';
import {
  ICON_KINDS,
  KINDS_WITHOUT_MARK,
  MARK_NOMINAL_PX,
  iconSize,
  rasterise,
  vesselIconImageId,
  vesselIconImages,
  vesselMarkImageId,
} from '../../icons/index.js';

export interface AtlasEntry {
  readonly x: number;
  readonly y: number;
  /** Square side, device pixels. */
  readonly size: number;
}

export interface AtlasLayout {
  readonly width: number;
  readonly height: number;
  readonly entries: readonly AtlasEntry[];
}

/** Transparent pixels around each icon, so linear filtering never bleeds a neighbour in. */
export const ATLAS_PADDING = 1;

/**
 * Packs squares of the given sides on shelves, tallest first, into the narrowest power-of-two
 * width that keeps the atlas at most as tall as it is wide. Entries keep the input order.
 */
export function atlasLayout(sizes: readonly number[], padding = ATLAS_PADDING): AtlasLayout {
  const order = sizes.map((size, index) => ({ size, index })).sort((a, b) => b.size - a.size);
  const area = sizes.reduce((sum, s) => sum + (s + 2 * padding) ** 2, 0);
  const widest = Math.max(1, ...sizes.map((s) => s + 2 * padding));
  let width = 1;
  while (width < widest || width * width < area) width *= 2;
  for (;;) {
    const entries: AtlasEntry[] = new Array<AtlasEntry>(sizes.length);
    let x = 0;
    let y = 0;
    let shelf = 0;
    for (const { size, index } of order) {
      const side = size + 2 * padding;
      if (x + side > width) {
        y += shelf;
        x = 0;
        shelf = 0;
      }
      entries[index] = { x: x + padding, y: y + padding, size };
      x += side;
      shelf = Math.max(shelf, side);
    }
    const height = y + shelf;
    if (height <= width) return { width, height, entries };
    width *= 2;
  }
}

export interface IconAtlas {
  readonly layout: AtlasLayout;
  /** Icon index of each kind, as the vessel buffers store it. */
  readonly indexOf: ReadonlyMap<string, number>;
  /**
   * Size of each image in CSS pixels, by index: the kinds' icons, then their marks at
   * {@link MARK_OFFSET} past them (the AIS-SART's "mark" is its icon).
   */
  readonly cssSizes: readonly number[];
  /** Whether each image keeps its size at every zoom (the AIS-SART), by index. */
  readonly fullSize: readonly boolean[];
  /** The atlas image, straight (not premultiplied) alpha as a 2D canvas gives it. */
  readonly pixels: AtlasPixels;
}

/** RGBA pixels, row by row from the top. */
export interface AtlasPixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array | Uint8ClampedArray;
}

/** Copies square icons into one RGBA image at the layout's places. */
export function composeAtlas(layout: AtlasLayout, images: readonly AtlasPixels[]): AtlasPixels {
  const data = new Uint8Array(layout.width * layout.height * 4);
  images.forEach((image, i) => {
    const entry = layout.entries[i]!;
    const rowBytes = Math.min(image.width, entry.size) * 4;
    for (let row = 0; row < Math.min(image.height, entry.size); row++) {
      const from = row * image.width * 4;
      data.set(
        image.data.subarray(from, from + rowBytes),
        ((entry.y + row) * layout.width + entry.x) * 4,
      );
    }
  });
  return { width: layout.width, height: layout.height, data };
}

/** The map's images as the layer reads them (MapLibre's getImage). */
export interface ImageSource {
  getImage(id: string): { data: AtlasPixels } | null | undefined;
}

/** Index of a kind's mark: its icon's index plus this. */
export const MARK_OFFSET = ICON_KINDS.length;

/** Image ids in atlas order: every kind's fresh icon, then every kind's fresh mark. */
const ATLAS_IMAGES = [
  ...ICON_KINDS.map((kind) => vesselIconImageId(kind, false)),
  ...ICON_KINDS.map((kind) => vesselMarkImageId(kind, false)),
];

/** CSS sizes in atlas order. */
const CSS_SIZES = [
  ...ICON_KINDS.map((kind) => iconSize(kind)),
  ...ICON_KINDS.map((kind) => (KINDS_WITHOUT_MARK.has(kind) ? iconSize(kind) : MARK_NOMINAL_PX)),
];

const FULL_SIZE = [...ICON_KINDS, ...ICON_KINDS].map((kind) => KINDS_WITHOUT_MARK.has(kind));

/** The vessel atlas: the images (in {@link ATLAS_IMAGES} order) composed by the layout. */
function vesselAtlas(layout: AtlasLayout, images: readonly AtlasPixels[]): IconAtlas {
  return {
    layout,
    indexOf: ICON_INDEX,
    cssSizes: CSS_SIZES,
    fullSize: FULL_SIZE,
    pixels: composeAtlas(layout, images),
  };
}

/**
 * The atlas from the fresh vessel icons and marks the map already holds (registered for the
 * theme and pixel ratio in use), or null while any is missing. Pixel sizes come from the
 * images themselves.
 */
export function atlasFromMap(map: ImageSource): IconAtlas | null {
  const images: AtlasPixels[] = [];
  for (const id of ATLAS_IMAGES) {
    const image = map.getImage(id)?.data;
    if (!image) return null;
    images.push(image);
  }
  const layout = atlasLayout(images.map((image) => image.width));
  return vesselAtlas(layout, images);
}

/** The icon index of every kind, fixed by ICON_KINDS' order (the buffers keep indices). */
export const ICON_INDEX: ReadonlyMap<string, number> = new Map(ICON_KINDS.map((k, i) => [k, i]));

/** Rasterises every kind's fresh icon and mark for a theme into one atlas image (browser only). */
export async function buildIconAtlas(
  theme: ThemeName | MapTheme,
  pixelRatio: number,
): Promise<IconAtlas> {
  const scale = Math.max(1, Math.round(pixelRatio));
  const byId = new Map(vesselIconImages(theme, scale).map((image) => [image.id, image]));
  const sources = ATLAS_IMAGES.map((id) => byId.get(id)!);
  const layout = atlasLayout(sources.map((image) => image.pixels));
  const images = await Promise.all(sources.map((image) => rasterise(image.svg, image.pixels)));
  return vesselAtlas(layout, images);
}
