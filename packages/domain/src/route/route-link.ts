// The `/customroute?r=` link (checklist A81): base64url of the JSON
// `{departure, favoriteId, points:[[lat,lon],…], speed}` with the speed in m/s. Reading is
// strict: a link that does not decode, has a point out of range or a speed that is no
// positive number reads as nothing, so the route view can say the link cannot be read.

/** Most points a route link carries (spec 01 §2; the route forecast takes as many). */
export const MAX_ROUTE_POINTS = 250;

/** A position as latitude then longitude, the order the link keeps. */
export type LatLon = readonly [lat: number, lon: number];

/** A custom route as the link carries it (R16.01). */
export interface RouteLink {
  /** ISO 8601 departure time; absent means "now" when the route is opened. */
  readonly departure?: string;
  /** The route favourite this route was opened from, if any. */
  readonly favoriteId?: string;
  readonly points: readonly LatLon[];
  /** Speed over ground in m/s. */
  readonly speed?: number;
}

/** Base64url of UTF-8 text, without padding. */
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** UTF-8 text of base64url, or null when it is not base64url of UTF-8. */
function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The route string of a custom route per checklist A81. */
export function customRouteLink(route: {
  departure?: unknown;
  favoriteId?: string | undefined;
  points: readonly LatLon[];
  speed?: unknown;
}): string {
  const json = JSON.stringify({
    departure: typeof route.departure === 'string' ? route.departure : undefined,
    favoriteId: route.favoriteId,
    points: route.points.slice(0, MAX_ROUTE_POINTS),
    speed: typeof route.speed === 'number' ? route.speed : undefined,
  });
  return `/customroute?r=${toBase64Url(json)}`;
}

const isLatLon = (value: unknown): value is LatLon =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Math.abs(value[0]) <= 90 &&
  Math.abs(value[1]) <= 180;

/**
 * The route of a link's `r` value, or null when it cannot be read: not base64url JSON, a
 * point out of range, more than {@link MAX_ROUTE_POINTS} points, a speed ≤ 0 or a departure
 * that is no time.
 */
export function readCustomRouteLink(encoded: string): RouteLink | null {
  const text = fromBase64Url(encoded);
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  return parseRoute(raw);
}

/**
 * A route from its JSON form (the link's, or the kept "custom route" section), or null when
 * a field is not what A81 gives.
 */
export function parseRoute(raw: unknown): RouteLink | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { departure, favoriteId, points, speed } = raw as Record<string, unknown>;
  if (!Array.isArray(points) || points.length > MAX_ROUTE_POINTS || !points.every(isLatLon))
    return null;
  if (speed !== undefined && (typeof speed !== 'number' || !(speed > 0) || !isFinite(speed)))
    return null;
  if (departure !== undefined && (typeof departure !== 'string' || isNaN(Date.parse(departure))))
    return null;
  if (favoriteId !== undefined && favoriteId !== null && typeof favoriteId !== 'string')
    return null;
  return {
    points: points.map(([lat, lon]) => [lat, lon] as const),
    ...(typeof departure === 'string' ? { departure } : {}),
    ...(typeof favoriteId === 'string' && favoriteId !== '' ? { favoriteId } : {}),
    ...(typeof speed === 'number' ? { speed } : {}),
  };
}
