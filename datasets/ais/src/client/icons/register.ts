// Rasterises the SVG drawings and adds them to the map as images, fresh and old variant of
// every kind, at the screen's pixel ratio. No remote sprite: the icons ship in the bundle
// and follow the theme (day or night) when registered again.
import type { MapTheme, ThemeName } from '@havkart/theme';
import { ICON_KINDS, iconSize, iconSvg } from './drawings.js';
import { vesselIconImageId } from './icon-choice.js';
import {
  KINDS_WITHOUT_MARK,
  MARK_NOMINAL_PX,
  MARK_PX,
  markSvg,
  vesselMarkImageId,
} from './marks.js';
import { iconPalette } from './palette.js';

/** The part of a MapLibre map the icons need. */
export interface IconMap {
  hasImage(id: string): boolean;
  addImage(
    id: string,
    image: { width: number; height: number; data: Uint8Array | Uint8ClampedArray },
    options?: { pixelRatio?: number },
  ): void;
  removeImage(id: string): void;
}

/** One image to add: its id, SVG document, size in device pixels and the map's pixel ratio. */
export interface IconImage {
  readonly id: string;
  readonly svg: string;
  readonly pixels: number;
  /** Device pixels per CSS pixel the map is told (the image's CSS size is pixels / this). */
  readonly pixelRatio: number;
}

/**
 * Every vessel icon image for a theme at a pixel ratio, the fresh and the old variant: the
 * icons, and the marks drawn instead of them at low zoom (marks.ts), registered at their
 * nominal CSS size so one size rule scales both.
 */
export function vesselIconImages(theme: ThemeName | MapTheme, pixelRatio: number): IconImage[] {
  const palette = iconPalette(theme);
  // Whole device pixels; above 1 the drawing is rasterised at that density.
  const scale = Math.max(1, Math.round(pixelRatio));
  const icons = ICON_KINDS.flatMap((kind) =>
    [false, true].map((old) => ({
      id: vesselIconImageId(kind, old),
      svg: iconSvg(kind, palette, old, scale),
      pixels: iconSize(kind) * scale,
      pixelRatio: scale,
    })),
  );
  const marks = ICON_KINDS.filter((kind) => !KINDS_WITHOUT_MARK.has(kind)).flatMap((kind) =>
    [false, true].map((old) => ({
      id: vesselMarkImageId(kind, old),
      svg: markSvg(kind, palette, old, MARK_PX * scale),
      pixels: MARK_PX * scale,
      pixelRatio: (MARK_PX * scale) / MARK_NOMINAL_PX,
    })),
  );
  return [...icons, ...marks];
}

/** Pixels of one SVG at `pixels` × `pixels`, drawn by the browser. */
export async function rasterise(svg: string, pixels: number): Promise<ImageData> {
  const image = new Image(pixels, pixels);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the vessel icons on');
  context.drawImage(image, 0, 0, pixels, pixels);
  return context.getImageData(0, 0, pixels, pixels);
}

/**
 * Adds every vessel icon to the map, replacing earlier ones (a theme change registers again).
 * `pixelRatio` defaults to the screen's.
 */
export async function registerVesselIcons(
  map: IconMap,
  theme: ThemeName | MapTheme,
  pixelRatio: number = globalThis.devicePixelRatio || 1,
): Promise<void> {
  const images = vesselIconImages(theme, pixelRatio);
  const pixels = await Promise.all(images.map((image) => rasterise(image.svg, image.pixels)));
  images.forEach((image, i) => {
    if (map.hasImage(image.id)) map.removeImage(image.id);
    map.addImage(image.id, pixels[i]!, { pixelRatio: image.pixelRatio });
  });
}
