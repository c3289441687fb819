import { PNG } from 'pngjs';
import { hexToRgb, type Rgb } from './pixels.js';

/** The three colours a base-map pixel near the shore is a blend of. */
export interface ShorePalette {
  land: string;
  water: string;
  coastline: string;
}

/** Shares of land, water and coastline colour in one pixel; they sum to 1. */
export interface Mix {
  land: number;
  water: number;
  line: number;
}

/**
 * Splits a pixel into shares of the three colours (least squares in RGB), so antialiased
 * edges count as the fraction of a pixel they cover rather than flipping between names.
 */
export function mixOf(pixel: Rgb, palette: ShorePalette): Mix {
  const [l, w, c] = [palette.land, palette.water, palette.coastline].map(hexToRgb) as [
    Rgb,
    Rgb,
    Rgb,
  ];
  const a = l.map((v, i) => v - c[i]!);
  const b = w.map((v, i) => v - c[i]!);
  const p = pixel.map((v, i) => v - c[i]!);
  const dot = (u: number[], v: number[]) => u.reduce((s, x, i) => s + x * v[i]!, 0);
  const [aa, ab, bb, ap, bp] = [dot(a, a), dot(a, b), dot(b, b), dot(a, p), dot(b, p)];
  const det = aa * bb - ab * ab;
  const land = Math.max(0, (ap * bb - bp * ab) / det);
  const water = Math.max(0, (bp * aa - ap * ab) / det);
  const line = Math.max(0, 1 - land - water);
  const sum = land + water + line;
  return { land: land / sum, water: water / sum, line: line / sum };
}

/** What the pixels across the shore show, in CSS pixels along the normal. */
export interface ShoreProfile {
  /** Offset of the coastline's centre from the sample point (+ = towards land); null if none. */
  lineAt: number | null;
  /** Pixels of water drawn on the land side of the line before the land fill starts. */
  waterOnLandSide: number;
  /** Pixels of land drawn on the water side of the line before the water starts. */
  landOnWaterSide: number;
  /** The larger of the two: how far fill and line disagree here. */
  disagreement: number;
}

/**
 * A thin antialiased line (0.6 px at zoom 10) leaves only a share of its colour in each
 * pixel, less still when it runs diagonally, so a line is a local peak of line share
 * above this floor, and its run the pixels around the peak above half the peak's share.
 */
const LINE_FLOOR = 0.12;

/**
 * Walks a screenshot across the shore through (`x`, `y`) along `bearing` (degrees from
 * north towards the land side), finds the coastline nearest the point, and measures how
 * much of the wrong fill shows on each side of it before the right one starts. Walking
 * stops at the next coastline, so a sound filled as land counts all its width.
 */
export function shoreProfile(
  png: Buffer,
  x: number,
  y: number,
  bearing: number,
  palette: ShorePalette,
  reach = 14,
): ShoreProfile {
  const image = PNG.sync.read(png);
  const rad = (bearing * Math.PI) / 180;
  const [dx, dy] = [Math.sin(rad), -Math.cos(rad)];
  const at = (t: number): Mix => {
    const px = Math.min(image.width - 1, Math.max(0, Math.round(x + t * dx)));
    const py = Math.min(image.height - 1, Math.max(0, Math.round(y + t * dy)));
    const o = (py * image.width + px) * 4;
    return mixOf([image.data[o]!, image.data[o + 1]!, image.data[o + 2]!], palette);
  };
  const profile = new Map<number, Mix>();
  for (let t = -reach; t <= reach; t++) profile.set(t, at(t));

  // Peaks of line share; the one nearest the sample point is its shore.
  const share = (t: number): number => profile.get(t)?.line ?? 0;
  let peak: number | null = null;
  for (let t = -reach + 1; t < reach; t++) {
    const v = share(t);
    if (v < LINE_FLOOR || v < share(t - 1) || v < share(t + 1)) continue;
    if (peak === null || Math.abs(t) < Math.abs(peak)) peak = t;
  }
  if (peak === null || Math.abs(peak) > reach - 3) {
    return { lineAt: null, waterOnLandSide: reach, landOnWaterSide: reach, disagreement: reach };
  }
  const threshold = Math.max(LINE_FLOOR, share(peak) / 2);
  const isLine = (t: number): boolean => share(t) >= threshold;
  const run: [number, number] = [peak, peak];
  while (run[0] > -reach && isLine(run[0] - 1)) run[0]--;
  while (run[1] < reach && isLine(run[1] + 1)) run[1]++;

  const wrongShare = (from: number, step: 1 | -1, wrong: 'land' | 'water'): number => {
    const right = wrong === 'land' ? 'water' : 'land';
    let sum = 0;
    for (let t = from; Math.abs(t) <= reach; t += step) {
      const m = profile.get(t)!;
      if (isLine(t)) break;
      const share = m[wrong] / (m.land + m.water || 1);
      if (m[right] / (m.land + m.water || 1) >= 0.9) break;
      sum += share;
    }
    return sum;
  };
  const waterOnLandSide = wrongShare(run[1] + 1, 1, 'water');
  const landOnWaterSide = wrongShare(run[0] - 1, -1, 'land');
  return {
    lineAt: (run[0] + run[1]) / 2,
    waterOnLandSide,
    landOnWaterSide,
    disagreement: Math.max(waterOnLandSide, landOnWaterSide),
  };
}
