// Our own SVG drawings of the vessel icons, all in a 32-unit box with the bow up (the map
// turns them by heading). Each kind has a hull that suits it and a mark of its trade, so
// kinds stay apart for readers who cannot tell every colour apart.
import type { IconPalette } from './palette.js';

/** Icon sizes in CSS pixels (spec 02 §3: 21×21 points to 46×46 platform; checklist A91). */
export const ICON_SIZES = {
  point: 21,
  smallCraft: 26,
  vessel: 32,
  largeVessel: 38,
  platform: 46,
} as const;

export type IconSizeClass = keyof typeof ICON_SIZES;

type Hull = 'standard' | 'large' | 'slim' | 'small' | 'stubby';

const HULLS: Readonly<Record<Hull, string>> = {
  standard:
    'M16 2.5C20.5 7 22 11.5 22 16.5V27.5Q22 29.5 20 29.5H12Q10 29.5 10 27.5V16.5C10 11.5 11.5 7 16 2.5Z',
  large:
    'M16 1.5C21.5 6 23 10.5 23 15.5V28Q23 30.5 20.5 30.5H11.5Q9 30.5 9 28V15.5C9 10.5 10.5 6 16 1.5Z',
  slim: 'M16 1.5C19 7 20 13 20 18V29.5H12V18C12 13 13 7 16 1.5Z',
  small: 'M16 4C20 8 21 12 21 17V26Q21 29 18 29H14Q11 29 11 26V17C11 12 12 8 16 4Z',
  stubby: 'M16 4C21.5 6.5 23 11 23 16V26Q23 29.5 19.5 29.5H12.5Q9 29.5 9 26V16C9 11 10.5 6.5 16 4Z',
};

/** What one kind looks like: its hull (or own shape), size class and trade mark. */
interface Drawing {
  readonly size: IconSizeClass;
  /** Whether the map turns it by heading (a platform or a point does not). */
  readonly rotates: boolean;
  /** SVG elements inside the 32-unit box. */
  draw(p: IconPalette, fill: string): string;
}

const line = (d: string, colour: string, width = 1.8) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const shape = (d: string, colour: string) => `<path d="${d}" fill="${colour}"/>`;

/** A hull filled with `fill`, then `marks` clipped to it, then the outline on top. */
function hull(
  kind: Hull,
  marks: (p: IconPalette, fill: string) => string = () => '',
): Drawing['draw'] {
  return (p, fill) => {
    const d = HULLS[kind];
    return (
      `<defs><clipPath id="hull"><path d="${d}"/></clipPath></defs>` +
      `<path d="${d}" fill="${fill}"/>` +
      `<g clip-path="url(#hull)">${marks(p, fill)}</g>` +
      `<path d="${d}" fill="none" stroke="${p.outline}" stroke-width="1.6" stroke-linejoin="round"/>`
    );
  };
}

function vessel(
  size: IconSizeClass,
  kind: Hull,
  marks?: (p: IconPalette, fill: string) => string,
): Drawing {
  return { size, rotates: true, draw: hull(kind, marks) };
}

const STAR = 'M16 12.5L17.3 16.1H21L18 18.3L19.1 21.9L16 19.7L12.9 21.9L14 18.3L11 16.1H14.7Z';
const CROSS = (p: IconPalette) =>
  `<rect x="14.6" y="12" width="2.8" height="11" fill="${p.red}"/>` +
  `<rect x="10.5" y="16.1" width="11" height="2.8" fill="${p.red}"/>`;
const WAVE = 'M10.5 18.5q2.75 -3 5.5 0t5.5 0';

/** Every vessel, aircraft and point icon, by kind. */
export const DRAWINGS: Readonly<Record<string, Drawing>> = {
  unknown: vessel('vessel', 'standard', (p) => line('M16 13.5v0.1M16 17v6', p.outline, 2.2)),
  reserved: vessel('vessel', 'standard'),
  wing_in_ground: {
    size: 'vessel',
    rotates: true,
    draw: (p, fill) =>
      `<path d="M4 19.5L16 15L28 19.5V22H4Z" fill="${fill}" stroke="${p.outline}" stroke-width="1.4" stroke-linejoin="round"/>` +
      hull('slim')(p, fill),
  },
  sar: vessel('vessel', 'standard', (p) => `<path d="M4 22L28 11V15.5L4 26.5Z" fill="${p.mark}"/>`),
  fishing: vessel('vessel', 'standard', (p) =>
    shape('M11.8 19Q15.5 14.8 19 19Q15.5 23.2 11.8 19ZM19 19L21.6 16.6V21.4Z', p.mark),
  ),
  tug: vessel(
    'vessel',
    'stubby',
    (p) => `<circle cx="16" cy="18" r="3.2" fill="${p.mark}"/>` + line('M16 21.2V30', p.mark),
  ),
  dredger: vessel('vessel', 'standard', (p) =>
    line('M16 8V27', p.mark, 2.4).replace('/>', ' stroke-dasharray="2.2 2"/>'),
  ),
  dive_vessel: vessel(
    'smallCraft',
    'small',
    (p) => `<path d="M10 12L22 22V26L10 16Z" fill="${p.mark}"/>`,
  ),
  military_ops: vessel('vessel', 'standard', (p) => shape(STAR, p.mark)),
  sailing_vessel: vessel(
    'smallCraft',
    'small',
    (p) => shape('M16.8 8L20.5 23.5H16.8Z', p.mark) + line('M15.8 8.5V25', p.outline, 1.3),
  ),
  pleasure_craft: vessel(
    'smallCraft',
    'small',
    (p) => `<circle cx="16" cy="18.5" r="2.6" fill="${p.mark}"/>`,
  ),
  high_speed_craft: vessel('smallCraft', 'slim', (p) =>
    line('M12.8 19.5L16 16.3L19.2 19.5M12.8 24.5L16 21.3L19.2 24.5', p.outline, 1.7),
  ),
  pilot_vessel: vessel(
    'smallCraft',
    'small',
    (p) => `<rect x="16" y="0" width="16" height="32" fill="${p.red}"/>`,
  ),
  port_tender: vessel(
    'smallCraft',
    'small',
    (p) => `<rect x="13.5" y="15.5" width="5" height="5" fill="${p.mark}"/>`,
  ),
  anti_pollution: vessel('vessel', 'standard', (p) =>
    shape('M16 12Q20.2 17.8 16 22.4Q11.8 17.8 16 12Z', p.mark),
  ),
  law_enforce: vessel(
    'vessel',
    'standard',
    (p) =>
      `<rect x="0" y="15" width="32" height="4.5" fill="${p.fill['high_speed_craft']}"/>` +
      `<rect x="10" y="15" width="3" height="4.5" fill="${p.outline}"/><rect x="16" y="15" width="3" height="4.5" fill="${p.outline}"/>`,
  ),
  local_vessel: vessel('smallCraft', 'small', (p) => line('M12.5 18.5H19.5', p.mark, 2.2)),
  medical_trans: vessel('vessel', 'standard', CROSS),
  special_craft: vessel('vessel', 'standard', (p) =>
    shape('M16 13L19.5 18L16 23L12.5 18Z', p.mark),
  ),
  passenger: vessel(
    'largeVessel',
    'large',
    (p) =>
      `<rect x="12" y="10.5" width="8" height="15" rx="2" fill="none" stroke="${p.mark}" stroke-width="1.8"/>` +
      line('M14.5 14.5H17.5M14.5 18H17.5M14.5 21.5H17.5', p.mark, 1.4),
  ),
  cargo: vessel('largeVessel', 'large', (p) =>
    [11.5, 16.5, 21.5]
      .map((y) => `<rect x="12" y="${y}" width="8" height="3.8" fill="${p.mark}"/>`)
      .join(''),
  ),
  tanker: vessel(
    'largeVessel',
    'large',
    (p) => line('M16 9V27', p.mark, 1.8) + `<circle cx="16" cy="14.5" r="2.6" fill="${p.mark}"/>`,
  ),
  other: vessel('vessel', 'standard'),
  wellboat: vessel('vessel', 'standard', (p) => line(WAVE, p.mark)),
  slaughterboat: vessel(
    'vessel',
    'standard',
    (p) => line(WAVE, p.mark) + line('M10.5 23.5q2.75 -3 5.5 0t5.5 0', p.mark),
  ),
  buoy: {
    size: 'point',
    rotates: false,
    draw: (p, fill) =>
      `<circle cx="16" cy="16" r="11" fill="${fill}" stroke="${p.outline}" stroke-width="2.6"/>` +
      `<circle cx="16" cy="16" r="3.5" fill="${p.outline}"/>`,
  },
  sart: {
    size: 'point',
    rotates: false,
    draw: (p, fill) =>
      `<circle cx="16" cy="16" r="13.5" fill="${fill}" stroke="${p.outline}" stroke-width="2.2"/>` +
      line('M10 10L22 22M22 10L10 22', p.mark, 3.4),
  },
  platform: {
    size: 'platform',
    rotates: false,
    draw: (p, fill) =>
      [
        [6.5, 6.5],
        [25.5, 6.5],
        [6.5, 25.5],
        [25.5, 25.5],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.6" fill="${p.outline}"/>`)
        .join('') +
      `<rect x="6.5" y="6.5" width="19" height="19" fill="${fill}" stroke="${p.outline}" stroke-width="1.4"/>` +
      line('M9 21.5L12.5 9.5L16 21.5M10.2 17.5H14.8', p.outline, 1.2) +
      `<circle cx="20.3" cy="20.3" r="3.8" fill="none" stroke="${p.outline}" stroke-width="1.1"/>` +
      line('M19 18.6V22M21.6 18.6V22M19 20.3H21.6', p.outline, 0.9),
  },
  helicopter: {
    size: 'vessel',
    rotates: true,
    draw: (p, fill) =>
      line('M5 4.5L27 22.5M27 4.5L5 22.5', p.outline, 1.3) +
      `<rect x="15" y="17" width="2" height="11" fill="${fill}" stroke="${p.outline}" stroke-width="1"/>` +
      line('M12.5 28H19.5', p.outline, 1.8) +
      `<ellipse cx="16" cy="13.5" rx="4.8" ry="6.8" fill="${fill}" stroke="${p.outline}" stroke-width="1.5"/>` +
      `<circle cx="16" cy="13.5" r="1.6" fill="${p.outline}"/>`,
  },
  plane: {
    size: 'vessel',
    rotates: true,
    draw: (p, fill) =>
      `<path d="M16 2C17.3 2 17.8 3.5 17.8 5V12L29 18.5V21L17.8 17.5V25L21.5 28V30L16 28.5L10.5 30V28L14.2 25V17.5L3 21V18.5L14.2 12V5C14.2 3.5 14.7 2 16 2Z" fill="${fill}" stroke="${p.outline}" stroke-width="1.3" stroke-linejoin="round"/>`,
  },
};

/** Every kind of vessel icon. */
export const ICON_KINDS = Object.keys(DRAWINGS);

/** Opacity of the variant for a position older than the old-AIS threshold (spec 02 §3). */
export const OLD_ICON_OPACITY = 0.4;

/** Size in CSS pixels of a kind's icon. */
export function iconSize(kind: string): number {
  const drawing = DRAWINGS[kind];
  if (!drawing) throw new Error(`Unknown vessel icon kind "${kind}"`);
  return ICON_SIZES[drawing.size];
}

/** The standalone SVG document of one icon, `scale` device pixels per CSS pixel. */
export function iconSvg(kind: string, palette: IconPalette, old = false, scale = 1): string {
  const drawing = DRAWINGS[kind];
  if (!drawing) throw new Error(`Unknown vessel icon kind "${kind}"`);
  const px = Math.round(iconSize(kind) * scale);
  const body = drawing.draw(palette, palette.fill[kind] ?? palette.fill['other']!);
  const content = old ? `<g opacity="${OLD_ICON_OPACITY}">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 32 32">${content}</svg>`;
}

/** Whether the map should turn a kind's icon by the vessel's heading. */
export function iconRotates(kind: string): boolean {
  return DRAWINGS[kind]?.rotates ?? true;
}
