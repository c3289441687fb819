import type { Locator, Page } from 'playwright-core';
import { patchColour, type Rgb } from './pixels.js';

/** MapLibre's view as its `#map=zoom/lat/lon[/bearing[/pitch]]` hash states it. */
export interface HashView {
  zoom: number;
  lat: number;
  lon: number;
  bearing: number;
  pitch: number;
}

/** Reads the map view from a page URL; throws when the URL carries none. */
export function parseMapHash(url: string): HashView {
  const match = /#map=([^&]+)/.exec(url);
  const parts = match?.[1]?.split('/').map(Number) ?? [];
  const [zoom, lat, lon, bearing = 0, pitch = 0] = parts;
  if (zoom === undefined || lat === undefined || lon === undefined || parts.some(Number.isNaN)) {
    throw new Error(`no map view in ${url}`);
  }
  return { zoom, lat, lon, bearing, pitch };
}

export interface GeoBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const TILE_SIZE = 512;

/**
 * What a map of `width`×`height` CSS pixels shows in Web Mercator at this view, as
 * MapLibre's `getBounds()` works it out for a north-up, unpitched map.
 */
export function visibleBounds(view: HashView, width: number, height: number): GeoBounds {
  if (view.bearing !== 0 || view.pitch !== 0) {
    throw new Error('visibleBounds needs a north-up, unpitched view');
  }
  const world = TILE_SIZE * 2 ** view.zoom;
  const x = ((view.lon + 180) / 360) * world;
  const phi = (view.lat * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * world;
  const lonAt = (px: number) => (px / world) * 360 - 180;
  const latAt = (py: number) =>
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / world))) * 180) / Math.PI;
  return {
    west: lonAt(x - width / 2),
    east: lonAt(x + width / 2),
    north: latAt(y - height / 2),
    south: latAt(y + height / 2),
  };
}

/** The map canvas's size in CSS pixels, which is what the map projects onto. */
export async function mapCanvasSize(page: Page): Promise<{ width: number; height: number }> {
  return page.evaluate(() => {
    const canvas = document.querySelector('.maplibregl-canvas');
    const rect = canvas?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  });
}

/** Where the map canvas sits in the page, in CSS pixels (panels may sit beside it). */
export async function mapCanvasBox(
  page: Page,
): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.evaluate(() => {
    const rect = document.querySelector('.maplibregl-canvas')?.getBoundingClientRect();
    return { x: rect?.x ?? 0, y: rect?.y ?? 0, width: rect?.width ?? 0, height: rect?.height ?? 0 };
  });
}

/**
 * Norwegian waters as a first view must show them: the mainland coast from Lindesnes and
 * the North Sea off Bergen to the Barents Sea off Vardø.
 */
export const NORWEGIAN_COAST: GeoBounds = { west: 4.5, south: 58, east: 31, north: 71 };

/** Whether `outer` holds all of `inner`. */
export function containsBounds(outer: GeoBounds, inner: GeoBounds): boolean {
  return (
    outer.west <= inner.west &&
    outer.east >= inner.east &&
    outer.south <= inner.south &&
    outer.north >= inner.north
  );
}

/** Page pixels (CSS) of a place, for the north-up view the address states. */
export async function screenPoint(
  page: Page,
  place: { lon: number; lat: number },
): Promise<{ x: number; y: number }> {
  const view = parseMapHash(page.url());
  const box = await mapCanvasBox(page);
  const world = 512 * 2 ** view.zoom;
  const x = (lon: number) => ((lon + 180) / 360) * world;
  const y = (lat: number) => {
    const phi = (lat * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * world;
  };
  return {
    x: box.x + box.width / 2 + x(place.lon) - x(view.lon),
    y: box.y + box.height / 2 + y(place.lat) - y(view.lat),
  };
}

/** The on-screen colour of a place: the median of a small patch around its pixel. */
export async function colourAt(page: Page, place: { lon: number; lat: number }): Promise<Rgb> {
  const at = await screenPoint(page, place);
  return patchColour(await page.screenshot(), at.x, at.y, 4);
}

/**
 * Clicks a place on the map until `shown` appears, opening the view afresh before each try.
 * The map can report idle before a dataset's features have arrived and been drawn (a loaded
 * machine); a click then lands on the bare sea, which opens that point's details and moves
 * the map, so a second click at the same pixels would miss too.
 */
export async function clickUntilShown(
  page: Page,
  open: () => Promise<void>,
  place: { lon: number; lat: number },
  shown: Locator,
  timeout = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    await open();
    const at = await screenPoint(page, place);
    await page.mouse.click(at.x, at.y);
    const appeared = await shown
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (appeared) return;
    if (Date.now() > deadline)
      throw new Error(`nothing showed after clicking ${JSON.stringify(place)}`);
  }
}
