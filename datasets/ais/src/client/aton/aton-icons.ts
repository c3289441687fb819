// Our own SVG icons of the aids to navigation: IALA region A marks (Norway) as seen on
// paper charts, body colours and topmarks, 21×21 like the other point symbols. Rasterised
// into the map by the same code as the vessel icons.
import { themes, type MapTheme, type ThemeName } from '@havkart/theme';
import { ICON_SIZES } from '../icons/drawings.js';
import { iconPalette, mix } from '../icons/palette.js';
import { rasterise, type IconImage, type IconMap } from '../icons/register.js';
import { atonType, type AtonIconKind } from './aton-types.js';

/** Prefix of every aid icon image id. */
export const ATON_ICON_PREFIX = 'ais-aton-';

/** IALA mark colours (day); night ones are darkened like the vessel fills. */
const MARK = {
  yellow: '#f5d000',
  black: '#1b1b1b',
  red: '#d7261e',
  green: '#1f9a3a',
  white: '#ffffff',
  magenta: '#b0279e',
};

type Colours = typeof MARK;

/** The mark's body: horizontal bands top to bottom, outlined. */
const bands = (colours: readonly string[], outline: string) => {
  const h = 14 / colours.length;
  return (
    colours
      .map((fill, i) => `<rect x="11" y="${14 + i * h}" width="10" height="${h}" fill="${fill}"/>`)
      .join('') +
    `<rect x="11" y="14" width="10" height="14" fill="none" stroke="${outline}" stroke-width="1.4"/>`
  );
};
/** A cone topmark, point up or down; outlined so a black one shows on the night sea. */
const cone = (up: boolean, y: number, fill: string, outline: string) =>
  up
    ? `<path d="M16 ${y}L20 ${y + 5}H12Z" fill="${fill}" stroke="${outline}" stroke-width="0.8" stroke-linejoin="round"/>`
    : `<path d="M12 ${y}H20L16 ${y + 5}Z" fill="${fill}" stroke="${outline}" stroke-width="0.8" stroke-linejoin="round"/>`;
const mast = (outline: string) => `<path d="M16 13.5V14" stroke="${outline}" stroke-width="1.4"/>`;

const DRAW: Readonly<Record<AtonIconKind, (c: Colours, outline: string) => string>> = {
  cardinal_n: (c, o) =>
    cone(true, 2, c.black, o) + cone(true, 8, c.black, o) + mast(o) + bands([c.black, c.yellow], o),
  cardinal_s: (c, o) =>
    cone(false, 2, c.black, o) +
    cone(false, 8, c.black, o) +
    mast(o) +
    bands([c.yellow, c.black], o),
  cardinal_e: (c, o) =>
    cone(true, 2, c.black, o) +
    cone(false, 8, c.black, o) +
    mast(o) +
    bands([c.black, c.yellow, c.black], o),
  cardinal_w: (c, o) =>
    cone(false, 2, c.black, o) +
    cone(true, 8, c.black, o) +
    mast(o) +
    bands([c.yellow, c.black, c.yellow], o),
  port: (c, o) =>
    `<rect x="12.5" y="6" width="7" height="6" fill="${c.red}"/>` + mast(o) + bands([c.red], o),
  starboard: (c, o) =>
    cone(true, 6, c.green, o) +
    mast(o) +
    `<path d="M16 14L22 28H10Z" fill="${c.green}" stroke="${o}" stroke-width="1.4" stroke-linejoin="round"/>`,
  preferred_port: (c, o) =>
    `<rect x="12.5" y="6" width="7" height="6" fill="${c.red}"/>` +
    mast(o) +
    bands([c.red, c.green, c.red], o),
  preferred_starboard: (c, o) =>
    cone(true, 6, c.green, o) + mast(o) + bands([c.green, c.red, c.green], o),
  isolated_danger: (c, o) =>
    `<circle cx="16" cy="3.8" r="2.6" fill="${c.black}" stroke="${o}" stroke-width="0.8"/><circle cx="16" cy="9.6" r="2.6" fill="${c.black}" stroke="${o}" stroke-width="0.8"/>` +
    mast(o) +
    bands([c.black, c.red, c.black], o),
  safe_water: (c, o) =>
    `<circle cx="16" cy="8" r="3.6" fill="${c.red}"/>` +
    mast(o) +
    `<rect x="11" y="14" width="10" height="14" fill="${c.white}"/><rect x="13.5" y="14" width="2.5" height="14" fill="${c.red}"/><rect x="18.5" y="14" width="2.5" height="14" fill="${c.red}"/>` +
    `<rect x="11" y="14" width="10" height="14" fill="none" stroke="${o}" stroke-width="1.4"/>`,
  special: (c, o) =>
    `<path d="M12.5 4.5L19.5 11.5M19.5 4.5L12.5 11.5" stroke="${c.yellow}" stroke-width="2.6"/>` +
    mast(o) +
    bands([c.yellow], o),
  light: (c, o) =>
    `<path d="M16 29C13 22 12.5 13 16 3C19.5 13 19 22 16 29Z" fill="${c.magenta}" stroke="${o}" stroke-width="1"/>` +
    `<circle cx="16" cy="27" r="2.4" fill="${o}"/>`,
  racon: (c) =>
    `<circle cx="16" cy="16" r="11" fill="none" stroke="${c.magenta}" stroke-width="3"/><circle cx="16" cy="16" r="2.5" fill="${c.magenta}"/>`,
  reference: (c, o) =>
    `<rect x="9" y="9" width="14" height="14" fill="${c.white}" stroke="${o}" stroke-width="2"/><circle cx="16" cy="16" r="2.5" fill="${o}"/>`,
  structure: (c, o) =>
    `<rect x="7" y="7" width="18" height="18" fill="${c.white}" stroke="${o}" stroke-width="2"/><circle cx="16" cy="16" r="3" fill="${c.magenta}"/>`,
  light_vessel: (c, o) =>
    `<path d="M5 20H27L23 27H9Z" fill="${c.red}" stroke="${o}" stroke-width="1.4" stroke-linejoin="round"/>` +
    `<path d="M16 4C14.5 9 14.3 13 16 19C17.7 13 17.5 9 16 4Z" fill="${c.magenta}"/>`,
  unspecified: (c, o) =>
    `<circle cx="16" cy="16" r="9" fill="${c.white}" stroke="${o}" stroke-width="2.4"/>`,
};

/** Every aid icon kind. */
export const ATON_ICON_KINDS = Object.keys(DRAW) as AtonIconKind[];

/** Image id of an aid by its typeOfAidsToNavigation (an unknown code is `unspecified`). */
export function atonIconId(record: { readonly typeOfAidsToNavigation?: number | null }): string {
  return `${ATON_ICON_PREFIX}${atonType(record.typeOfAidsToNavigation)?.icon ?? 'unspecified'}`;
}

/** The standalone SVG of an aid icon, `scale` device pixels per CSS pixel. */
export function atonIconSvg(kind: AtonIconKind, theme: ThemeName | MapTheme, scale = 1): string {
  const palette = iconPalette(theme);
  const night = palette !== iconPalette('day');
  const colours = night
    ? (Object.fromEntries(
        Object.entries(MARK).map(([k, v]) => [k, mix(v, themes.night.water, 0.45)]),
      ) as Colours)
    : MARK;
  const px = ICON_SIZES.point * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 32 32">${DRAW[kind](colours, palette.outline)}</svg>`;
}

/** Every aid icon image for a theme at a pixel ratio. */
export function atonIconImages(theme: ThemeName | MapTheme, pixelRatio: number): IconImage[] {
  const scale = Math.max(1, Math.round(pixelRatio));
  return ATON_ICON_KINDS.map((kind) => ({
    id: `${ATON_ICON_PREFIX}${kind}`,
    svg: atonIconSvg(kind, theme, scale),
    pixels: ICON_SIZES.point * scale,
    pixelRatio: scale,
  }));
}

/** Adds every aid icon to the map, replacing earlier ones (call again on a theme change). */
export async function registerAtonIcons(
  map: IconMap,
  theme: ThemeName | MapTheme,
  pixelRatio: number = globalThis.devicePixelRatio || 1,
): Promise<void> {
  const images = atonIconImages(theme, pixelRatio);
  const pixels = await Promise.all(images.map((image) => rasterise(image.svg, image.pixels)));
  images.forEach((image, i) => {
    if (map.hasImage(image.id)) map.removeImage(image.id);
    map.addImage(image.id, pixels[i]!, { pixelRatio: image.pixelRatio });
  });
}
