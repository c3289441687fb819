// The route being edited (spec 01 §3; R16.10): kept in the "custom route" section locally and
// in the signed-in user's data, so it survives a reload and follows the user.
import {
  appendRoutePoint,
  DEFAULT_ROUTE_SPEED_KNOTS,
  insertOnLeg,
  moveRoutePoint,
  parseRoute,
  removeRoutePoint,
  reverseRoute,
  routeSpeedFromKnots,
  type LatLon,
  type RouteLink,
} from '@havkart/domain';
import { create } from 'zustand';
import { readStored, writeStored } from '../../app/storage.js';
import { onUserDataLoaded, saveUserDataSection, userDataSync } from '../../user-data/user-data.js';

export const CUSTOM_ROUTE_SECTION = 'customRoute';

export interface CustomRoute {
  readonly points: readonly LatLon[];
  /** ISO time; null: leave now. */
  readonly departure: string | null;
  /** m/s. */
  readonly speed: number;
  readonly favoriteId: string | null;
}

export const EMPTY_ROUTE: CustomRoute = {
  points: [],
  departure: null,
  speed: routeSpeedFromKnots(DEFAULT_ROUTE_SPEED_KNOTS),
  favoriteId: null,
};

/** The route a link or a kept section carries, defaults filled in. */
export function customRouteOf(link: RouteLink): CustomRoute {
  return {
    points: link.points,
    departure: link.departure ?? null,
    speed: link.speed ?? EMPTY_ROUTE.speed,
    favoriteId: link.favoriteId ?? null,
  };
}

/** The JSON kept in the section: the link's own form (A81). */
function keptForm(route: CustomRoute): RouteLink {
  return {
    points: route.points,
    ...(route.departure ? { departure: route.departure } : {}),
    ...(route.favoriteId ? { favoriteId: route.favoriteId } : {}),
    speed: route.speed,
  };
}

function readKept(raw: unknown): CustomRoute | null {
  const link = parseRoute(raw);
  return link ? customRouteOf(link) : null;
}

export interface CustomRouteState {
  readonly route: CustomRoute;
  replace(route: CustomRoute): void;
  append(point: LatLon): void;
  move(index: number, point: LatLon): void;
  insertAfter(index: number): void;
  remove(index: number): void;
  reverse(): void;
  setDeparture(departure: string | null): void;
  setSpeed(speed: number): void;
}

export const useCustomRoute = create<CustomRouteState>((set, get) => {
  const change = (route: CustomRoute): void => {
    set({ route });
    writeStored(CUSTOM_ROUTE_SECTION, keptForm(route));
    saveUserDataSection(CUSTOM_ROUTE_SECTION, keptForm(route));
  };
  const points = (edit: (points: readonly LatLon[]) => readonly LatLon[]): void => {
    const route = get().route;
    const next = edit(route.points);
    if (next !== route.points) change({ ...route, points: next });
  };
  const signedInData = userDataSync()?.current()[CUSTOM_ROUTE_SECTION];
  return {
    route: readKept(signedInData) ?? readStored(CUSTOM_ROUTE_SECTION, readKept) ?? EMPTY_ROUTE,
    replace: change,
    append: (point) => points((list) => appendRoutePoint(list, point)),
    move: (index, point) => points((list) => moveRoutePoint(list, index, point)),
    insertAfter: (index) => points((list) => insertOnLeg(list, index)),
    remove: (index) => points((list) => removeRoutePoint(list, index)),
    reverse: () => points(reverseRoute),
    setDeparture: (departure) => change({ ...get().route, departure }),
    setSpeed: (speed) => change({ ...get().route, speed }),
  };
});

// A user signing in after the view opened gets their kept route.
onUserDataLoaded((data) => {
  const kept = readKept(data[CUSTOM_ROUTE_SECTION]);
  if (kept) {
    useCustomRoute.setState({ route: kept });
    writeStored(CUSTOM_ROUTE_SECTION, keptForm(kept));
  }
});
