// The route view's own rules: which route the address asks for, the departure and speed
// fields (speed in the vessel speed unit), and where the forecast along the route ends.
import {
  KMH_PER_MPS,
  KNOTS_PER_MPS,
  MAX_ROUTE_SPEED_KNOTS,
  MIN_ROUTE_SPEED_KNOTS,
  readCustomRouteLink,
  type Favourite,
  type RouteLink,
} from '@havkart/domain';

/** The units a route's speed is typed in: the vessel speed setting's. */
export type RouteSpeedUnit = 'knots' | 'km/h';

const PER_MPS: Record<RouteSpeedUnit, number> = { knots: KNOTS_PER_MPS, 'km/h': KMH_PER_MPS };

/** A speed held in m/s as the field shows it, to one decimal. */
export function speedInUnit(mps: number, unit: RouteSpeedUnit): number {
  return Math.round(mps * PER_MPS[unit] * 10) / 10;
}

/** The allowed range in the field's unit, one decimal. */
export function speedLimits(unit: RouteSpeedUnit): { min: number; max: number } {
  const toUnit = (knots: number) => Math.round((knots / KNOTS_PER_MPS) * PER_MPS[unit] * 10) / 10;
  return { min: toUnit(MIN_ROUTE_SPEED_KNOTS), max: toUnit(MAX_ROUTE_SPEED_KNOTS) };
}

export type SpeedReading =
  | { readonly speed: number }
  | { readonly problem: 'Required field' | 'Not a number' | 'Invalid value' };

/**
 * The speed typed in the field, in m/s, or what is wrong with it (spec 01 §5's messages): a
 * decimal comma is read as a point; outside 0.1–60 kn is an invalid value.
 */
export function readSpeedField(text: string, unit: RouteSpeedUnit): SpeedReading {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { problem: 'Required field' };
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return { problem: 'Not a number' };
  const value = Number(trimmed);
  const { min, max } = speedLimits(unit);
  if (value < min || value > max) return { problem: 'Invalid value' };
  return { speed: value / PER_MPS[unit] };
}

/** One point of the route forecast answer (SI; null on land or past the forecast). */
export interface RouteForecastPoint {
  readonly passingTime: string;
  readonly forecastTime: string | null;
  readonly waveHeight: number | null;
  readonly waveDirection: number | null;
  readonly windSpeed: number | null;
  readonly windDirection: number | null;
  readonly currentSpeed: number | null;
  readonly currentDirection: number | null;
}

/**
 * When the forecast ends, if some point is passed after it: the last forecast time, else
 * null (then no point is past the forecast and the note is not shown).
 */
export function forecastEndsBefore(
  passingTimes: readonly number[],
  forecastTimes: readonly string[],
): string | null {
  const last = forecastTimes.at(-1);
  if (last === undefined) return null;
  const end = Date.parse(last);
  return passingTimes.some((time) => time > end) ? last : null;
}

/** What the address asks the route view to show. */
export type AddressedRoute =
  /** `/customroute` alone: the route being edited. */
  | { readonly kind: 'kept' }
  | { readonly kind: 'route'; readonly route: RouteLink }
  /** A link that cannot be read, or an id no route favourite has. */
  | { readonly kind: 'badLink' }
  | { readonly kind: 'notFound' };

/** The `r` value of a `/customroute?r=` route string, or null. */
function linkParameter(value: string): string | null {
  const query = value.indexOf('?');
  if (!value.startsWith('/customroute') || query < 0) return null;
  return new URLSearchParams(value.slice(query + 1)).get('r');
}

/**
 * The route of `/customroute/{id}` (the route favourite with that id, R01.05) or of
 * `/customroute?r=` (the link, R16.06); a link wins over an id.
 */
export function addressedRoute(
  id: string | undefined,
  encoded: string | null,
  favourites: readonly Pick<Favourite, 'id' | 'category' | 'value'>[],
): AddressedRoute {
  if (encoded !== null) {
    const route = readCustomRouteLink(encoded);
    return route ? { kind: 'route', route } : { kind: 'badLink' };
  }
  if (id === undefined || id === '') return { kind: 'kept' };
  const favourite = favourites.find((item) => item.id === id && item.category === 'route');
  const parameter = favourite ? linkParameter(favourite.value) : null;
  const route = parameter === null ? null : readCustomRouteLink(parameter);
  return route ? { kind: 'route', route: { ...route, favoriteId: id } } : { kind: 'notFound' };
}
