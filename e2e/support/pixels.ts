import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** What a fill of `hex` at `opacity` over the colour `under` looks like. */
export function blended(hex: string, opacity: number, under: Rgb): Rgb {
  const top = hexToRgb(hex);
  return top.map((c, i) => c * opacity + (under[i] ?? 0) * (1 - opacity)) as unknown as Rgb;
}

/** Median colour of a square patch, robust to an antialiased edge or a label crossing it. */
export function patchColour(png: Buffer, x: number, y: number, radius = 3): Rgb {
  const image = PNG.sync.read(png);
  const channels: [number[], number[], number[]] = [[], [], []];
  for (let dy = -radius; dy <= radius; dy += 1) {
    for (let dx = -radius; dx <= radius; dx += 1) {
      const px = Math.min(image.width - 1, Math.max(0, Math.round(x + dx)));
      const py = Math.min(image.height - 1, Math.max(0, Math.round(y + dy)));
      const offset = (py * image.width + px) * 4;
      for (let c = 0; c < 3; c += 1) channels[c]?.push(image.data[offset + c] ?? 0);
    }
  }
  return channels.map(
    (values) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0,
  ) as unknown as Rgb;
}

export function colourDistance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** Which of the named colours a pixel is closest to. */
export function nearestColour<K extends string>(pixel: Rgb, palette: Record<K, string>): K {
  let best: K | undefined;
  let bestDistance = Infinity;
  for (const [name, hex] of Object.entries(palette) as [K, string][]) {
    const distance = colourDistance(pixel, hexToRgb(hex));
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best as K;
}

/** How many pixels of an image lie within `tolerance` of a colour. */
export function countColour(png: Buffer, hex: string, tolerance = 30): number {
  const image = PNG.sync.read(png);
  const target = hexToRgb(hex);
  let count = 0;
  for (let offset = 0; offset < image.data.length; offset += 4) {
    const pixel: Rgb = [
      image.data[offset] ?? 0,
      image.data[offset + 1] ?? 0,
      image.data[offset + 2] ?? 0,
    ];
    if (colourDistance(pixel, target) <= tolerance) count += 1;
  }
  return count;
}

/** How many pixels of two same-sized pictures differ clearly in colour (distance over 60). */
export function differingPixels(a: Buffer, b: Buffer): number {
  const first = PNG.sync.read(a);
  const second = PNG.sync.read(b);
  let count = 0;
  for (let offset = 0; offset < first.data.length; offset += 4) {
    const distance = Math.hypot(
      (first.data[offset] ?? 0) - (second.data[offset] ?? 0),
      (first.data[offset + 1] ?? 0) - (second.data[offset + 1] ?? 0),
      (first.data[offset + 2] ?? 0) - (second.data[offset + 2] ?? 0),
    );
    if (distance > 60) count += 1;
  }
  return count;
}
