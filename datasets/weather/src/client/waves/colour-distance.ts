// How far apart two colours look: CIE76 ΔE, the straight distance in CIELAB (D65), where about
// 2.3 is just noticeable and 20 or more reads as a different colour at a glance. Used to keep
// every wave band apart from the sea it is drawn over.

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return match.slice(1).map((part) => Number.parseInt(part, 16)) as unknown as Rgb;
}

function labOf([r, g, b]: Rgb): Rgb {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** The colour a fill of `colour` at `opacity` shows over `under` (both `#rrggbb`). */
export function blendOver(colour: string, opacity: number, under: string): Rgb {
  const top = rgbOf(colour);
  const bottom = rgbOf(under);
  return top.map((value, i) => opacity * value + (1 - opacity) * bottom[i]!) as unknown as Rgb;
}

/** CIE76 ΔE between two colours, each `#rrggbb` or an sRGB triple of 0–255. */
export function colourDistance(a: string | Rgb, b: string | Rgb): number {
  const [l1, a1, b1] = labOf(typeof a === 'string' ? rgbOf(a) : a);
  const [l2, a2, b2] = labOf(typeof b === 'string' ? rgbOf(b) : b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}
