// Colours of the vessel and aid icons, named by what they mean. Day colours follow the
// conventions seafarers know from other AIS displays (cargo green, tanker red, passenger blue,
// fishing orange, pleasure craft magenta); night colours are derived from them, darker and
// with a light outline, so the icons stay apart on the dark night sea without glare.
import { relativeLuminance, themes, type MapTheme, type ThemeName } from '@havkart/theme';

/** What the icon drawings fill and outline with. */
export interface IconPalette {
  /** Outline of every hull and mark. */
  readonly outline: string;
  /** Marks drawn on top of a hull (crosses, bands, sails). */
  readonly mark: string;
  /** Red of crosses and pilot halves. */
  readonly red: string;
  /** Fill by icon kind (see `ICON_KINDS`). */
  readonly fill: Readonly<Record<string, string>>;
}

/** Day fills by icon kind. */
const DAY_FILL: Readonly<Record<string, string>> = {
  unknown: '#b8c0c8',
  reserved: '#a3acb6',
  wing_in_ground: '#94aac4',
  sar: '#ff6a13',
  fishing: '#f08a3a',
  tug: '#2aa3a6',
  dredger: '#9b8352',
  dive_vessel: '#4b8fc4',
  military_ops: '#67735a',
  sailing_vessel: '#c94fb1',
  pleasure_craft: '#e46fd0',
  high_speed_craft: '#f3c623',
  pilot_vessel: '#ffffff',
  port_tender: '#5aa9b5',
  anti_pollution: '#7ca23f',
  law_enforce: '#23408f',
  local_vessel: '#9aa3ab',
  medical_trans: '#ffffff',
  special_craft: '#5cb9c6',
  passenger: '#2f6fdc',
  cargo: '#35a552',
  tanker: '#d33b3b',
  other: '#8b96a1',
  buoy: '#f5d000',
  wellboat: '#17998a',
  slaughterboat: '#0f6f66',
  platform: '#e8e2d0',
  helicopter: '#ff6a13',
  plane: '#ff6a13',
  sart: '#e0201b',
  aton: '#f5d000',
  aton_virtual: '#ffffff',
};

function channel(hex: string, at: number): number {
  return parseInt(hex.slice(at, at + 2), 16);
}

function toHex(value: number): string {
  return Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');
}

/** `colour` moved `share` (0–1) of the way towards `towards`; both `#rrggbb`. */
export function mix(colour: string, towards: string, share: number): string {
  const part = (at: number) => channel(colour, at) * (1 - share) + channel(towards, at) * share;
  return `#${toHex(part(1))}${toHex(part(3))}${toHex(part(5))}`;
}

const DAY: IconPalette = {
  outline: '#17232d',
  mark: '#ffffff',
  red: '#d7261e',
  fill: DAY_FILL,
};

// Night: each fill goes 45 % of the way to the night sea, so none glares; outlines go light.
const NIGHT: IconPalette = {
  outline: '#c3ccb8',
  mark: '#d8dccf',
  red: '#b3302a',
  fill: Object.fromEntries(
    Object.entries(DAY_FILL).map(([kind, colour]) => [kind, mix(colour, themes.night.water, 0.45)]),
  ),
};

/** The icon palette of a theme, by name or by the map theme itself (dark water = night). */
export function iconPalette(theme: ThemeName | MapTheme): IconPalette {
  if (theme === 'night') return NIGHT;
  if (theme === 'day') return DAY;
  return relativeLuminance(theme.water) < 0.1 ? NIGHT : DAY;
}
