/** Voyages along the fairway between ports, ferry shuttles and supply runs to platforms. */
import { distanceNm } from './geo.js';
import {
  FAIRWAY,
  FERRY_CROSSINGS,
  LANES,
  laneLine,
  PLATFORMS,
  PORTS,
  SUPPLY_BASES,
  type LatLon,
  type Port,
} from './geography.js';
import { placeOnPath, setPath } from './path.js';
import type { Prng } from './prng.js';
import type { Station } from './vessel.js';

/**
 * Ports abroad, reached by an open-sea leg from the nearest fairway waypoint to the first
 * point of the way there (the last point stands for the port).
 */
const ABROAD: readonly (readonly [string, readonly LatLon[]])[] = [
  ['ROTTERDAM', [[57.2, 7.0]]],
  ['HAMBURG', [[57.3, 7.6]]],
  // South of Utsira, whose shore the straight line from the Boknafjord would cross.
  [
    'ABERDEEN',
    [
      [59.2, 4.7],
      [59.0, 2.0],
    ],
  ],
  ['IMMINGHAM', [[57.6, 5.0]]],
  ['MURMANSK', [[70.3, 32.8]]],
];

function nearestFairway(at: LatLon): number {
  let best = 0;
  for (let i = 1; i < FAIRWAY.length; i++) {
    if (distanceNm(at, FAIRWAY[i]!) < distanceNm(at, FAIRWAY[best]!)) best = i;
  }
  return best;
}

/** Domestic ports, then ports abroad. */
export const ALL_PORTS: readonly Port[] = [
  ...PORTS,
  ...ABROAD.map(([name, way]) => ({ name, junction: nearestFairway(way[0]!), spur: way })),
];

/** UN/LOCODEs, which many ships enter as their destination instead of a name. */
const LOCODES: Record<string, string> = {
  OSLO: 'NOOSL',
  KRISTIANSAND: 'NOKRS',
  STAVANGER: 'NOSVG',
  BERGEN: 'NOBGO',
  AALESUND: 'NOAES',
  KRISTIANSUND: 'NOKSU',
  TRONDHEIM: 'NOTRD',
  BODOE: 'NOBOO',
  TROMSOE: 'NOTOS',
  HAMMERFEST: 'NOHFT',
  KIRKENES: 'NOKKN',
  ROTTERDAM: 'NLRTM',
  HAMBURG: 'DEHAM',
  ABERDEEN: 'GBABD',
  IMMINGHAM: 'GBIMM',
  MURMANSK: 'RUMMK',
};

const pathCache = new Map<string, Float64Array>();

function flatten(points: readonly LatLon[]): Float64Array {
  const out = new Float64Array(points.length * 2);
  points.forEach((p, i) => {
    out[i * 2] = p[0];
    out[i * 2 + 1] = p[1];
  });
  return out;
}

/** Berth of port `from` → spur → fairway → spur → berth of port `to` (cached, shared). */
export function portToPort(from: number, to: number): Float64Array {
  const key = `p${from}-${to}`;
  let path = pathCache.get(key);
  if (!path) {
    const a = ALL_PORTS[from]!;
    const b = ALL_PORTS[to]!;
    const points: LatLon[] = [...a.spur].reverse();
    const step = b.junction >= a.junction ? 1 : -1;
    for (let i = a.junction; i !== b.junction + step; i += step) points.push(FAIRWAY[i]!);
    points.push(...b.spur);
    path = flatten(points);
    pathCache.set(key, path);
  }
  return path;
}

/** The quay-to-quay path of a ferry crossing, either way. */
export function ferryPath(crossing: number, reverse: boolean): Float64Array {
  const key = `f${crossing}-${reverse}`;
  let path = pathCache.get(key);
  if (!path) {
    const points = [...FERRY_CROSSINGS[crossing]!.path];
    path = flatten(reverse ? points.reverse() : points);
    pathCache.set(key, path);
  }
  return path;
}

/** Supply base quay → open sea → platform, or the way back. */
export function basePlatformPath(base: number, platform: number, outbound: boolean): Float64Array {
  const key = `o${base}-${platform}-${outbound}`;
  let path = pathCache.get(key);
  if (!path) {
    const points: LatLon[] = [...SUPPLY_BASES[base]![1], PLATFORMS[platform]![1]];
    path = flatten(outbound ? points : points.reverse());
    pathCache.set(key, path);
  }
  return path;
}

/** An offshore lane sailed forwards or backwards, on its own side of the line (cached). */
export function lanePath(lane: number, reverse: boolean): Float64Array {
  const key = `l${lane}-${reverse}`;
  let path = pathCache.get(key);
  if (!path) {
    path = flatten(laneLine(LANES[lane]!, reverse));
    pathCache.set(key, path);
  }
  return path;
}

/** Fields each supply base serves, chosen so the run from its sea exit is open water. */
const SERVED: Record<string, readonly string[]> = {
  TANANGER: ['EKOFISK', 'JOHAN SVERDRUP', 'GRANE'],
  AAGOTNES: ['TROLL A', 'OSEBERG A', 'GULLFAKS A'],
  MONGSTAD: ['TROLL A', 'GULLFAKS A', 'STATFJORD A', 'SNORRE A'],
  KRISTIANSUND: ['HEIDRUN', 'DRAUGEN'],
  SANDNESSJOEEN: ['NORNE', 'AASTA HANSTEEN', 'HEIDRUN'],
  HAMMERFEST: ['GOLIAT'],
};

/** Platform indices each supply base serves. */
export const PLATFORMS_OF_BASE: readonly (readonly number[])[] = SUPPLY_BASES.map(([base]) =>
  (SERVED[base] ?? []).map((name) => PLATFORMS.findIndex(([p]) => p === name)),
);

function etaFor(s: Station, t: number): number {
  const path = s.path!;
  let nm = 0;
  for (let i = 0; i + 3 < path.length; i += 2) {
    nm += distanceNm([path[i]!, path[i + 1]!], [path[i + 2]!, path[i + 3]!]);
  }
  return t + (nm / Math.max(1, s.cruise)) * 3600;
}

/**
 * Starts a voyage from `s.home` to a new port. At the start of a run some ships are
 * already under way somewhere on their route, and some lie at anchor or alongside.
 */
export function cargoVoyage(rng: Prng, s: Station, t: number, initial: boolean): void {
  if (initial) s.home = rng.int(0, ALL_PORTS.length - 1);
  do s.away = rng.int(0, ALL_PORTS.length - 1);
  while (s.away === s.home);
  s.path = portToPort(s.home, s.away);
  const name = ALL_PORTS[s.away]!.name;
  s.destination = rng.chance(0.5) ? (LOCODES[name] ?? name) : name;
  s.navStatus = 0;
  setPath(s, s.path, t);
  s.eta = etaFor(s, t);
  if (!initial) return;
  const r = rng.next();
  if (r < 0.08) {
    s.navStatus = 5; // alongside at the berth it is about to leave
    s.dwellUntil = t + rng.range(600, 4 * 3600);
  } else if (r < 0.16 && s.home < PORTS.length && ALL_PORTS[s.home]!.spur.length > 1) {
    s.navStatus = 1; // waiting at an anchorage in the approach
    s.dwellUntil = t + rng.range(1800, 8 * 3600);
    setPath(s, s.path, t, rng.int(1, ALL_PORTS[s.home]!.spur.length - 1));
  } else {
    placeOnPath(rng, s, t);
  }
}

/**
 * Starts a passage along offshore lane `s.home`: forwards when `s.away` is 0, backwards when
 * 1. At the start of a run the ship is somewhere along it.
 */
export function laneVoyage(rng: Prng, s: Station, t: number, initial: boolean): void {
  const lane = LANES[s.home]!;
  s.path = lanePath(s.home, s.away === 1);
  s.destination = lane.ends[s.away === 1 ? 1 : 0];
  s.navStatus = 0;
  setPath(s, s.path, t);
  s.eta = etaFor(s, t);
  if (initial) placeOnPath(rng, s, t);
}

/** Terminals with the fields whose oil shuttle tankers carry to them (base index, platforms). */
export const SHUTTLE_ROUTES: readonly (readonly [number, readonly number[]])[] = [
  ['MONGSTAD', ['STATFJORD A', 'GULLFAKS A', 'SNORRE A']] as const,
  ['HAMMERFEST', ['GOLIAT']] as const,
].map(([base, fields]) => [
  SUPPLY_BASES.findIndex(([name]) => name === base),
  fields.map((field) => PLATFORMS.findIndex(([name]) => name === field)),
]);

/** Starts a supply run: out to one of the base's platforms, or back to the base. */
export function offshoreVoyage(
  rng: Prng,
  s: Station,
  t: number,
  initial: boolean,
  outbound = rng.chance(0.5),
): void {
  if (outbound) {
    const fields =
      s.trade === 'shuttle'
        ? SHUTTLE_ROUTES.find(([base]) => base === s.home)![1]
        : PLATFORMS_OF_BASE[s.home]!;
    s.away = rng.pick(fields);
  }
  s.path = basePlatformPath(s.home, s.away, outbound);
  s.destination = outbound ? PLATFORMS[s.away]![0] : SUPPLY_BASES[s.home]![0];
  s.navStatus = 0;
  setPath(s, s.path, t);
  s.eta = etaFor(s, t);
  if (initial) placeOnPath(rng, s, t);
}
