/** Moving stations along their paths and deciding what they do when they get there. */
import { angleDiff, bearingDeg, distanceNm, offsetNm, wrap360 } from './geo.js';
import { PLATFORMS, type SeaArea } from './geography.js';
import type { Prng } from './prng.js';
import { cargoVoyage, ferryPath, offshoreVoyage } from './routes.js';
import type { Station } from './vessel.js';

/** Seconds after passing a waypoint during which a ship counts as changing course. */
const TURN_SECONDS = 40;

function startLeg(s: Station, leg: number): void {
  const p = s.path!;
  s.leg = leg;
  s.legPos = 0;
  s.legLen = distanceNm([p[leg * 2]!, p[leg * 2 + 1]!], [p[leg * 2 + 2]!, p[leg * 2 + 3]!]);
  s.lat = p[leg * 2]!;
  s.lon = p[leg * 2 + 1]!;
  s.cog = bearingDeg([s.lat, s.lon], [p[leg * 2 + 2]!, p[leg * 2 + 3]!]);
}

/** Puts a station at waypoint `leg` of `path`. */
export function setPath(s: Station, path: Float64Array, t: number, leg = 0): void {
  s.path = path;
  s.lastUpdate = t;
  startLeg(s, Math.min(leg, path.length / 2 - 2));
}

/** Puts a station at a random point of its path (weighted by leg length). */
export function placeOnPath(rng: Prng, s: Station, t: number): void {
  const p = s.path!;
  let total = 0;
  for (let i = 0; i + 3 < p.length; i += 2)
    total += distanceNm([p[i]!, p[i + 1]!], [p[i + 2]!, p[i + 3]!]);
  let at = rng.range(0, total);
  setPath(s, p, t);
  while (at > s.legLen && s.leg < p.length / 2 - 2) {
    at -= s.legLen;
    startLeg(s, s.leg + 1);
  }
  s.legPos = Math.min(at, s.legLen);
  interpolate(s);
}

function randomPointIn(rng: Prng, area: SeaArea): [number, number] {
  return offsetNm(area.centre, rng.range(0, 360), area.radius * Math.sqrt(rng.next()));
}

/** Starts a station wandering between random points of a circular sea area. */
export function startWander(rng: Prng, s: Station, area: SeaArea, t: number): void {
  s.area = area;
  const from = randomPointIn(rng, area);
  const to = randomPointIn(rng, area);
  setPath(s, Float64Array.of(from[0], from[1], to[0], to[1]), t);
  s.legPos = rng.range(0, s.legLen);
  interpolate(s);
}

function interpolate(s: Station): void {
  const p = s.path!;
  const f = s.legLen > 0 ? s.legPos / s.legLen : 1;
  const i = s.leg * 2;
  s.lat = p[i]! + (p[i + 2]! - p[i]!) * f;
  s.lon = p[i + 1]! + (p[i + 3]! - p[i + 1]!) * f;
}

/** What happens at the end of a path: berth, turn round, new target. */
function arrive(rng: Prng, s: Station, t: number): void {
  switch (s.kind) {
    case 'cargo':
    case 'tanker':
    case 'passenger':
      s.home = s.away;
      cargoVoyage(rng, s, t, false);
      s.navStatus = 5;
      s.dwellUntil =
        t + (s.kind === 'passenger' ? rng.range(900, 1800) : rng.range(3600, 4 * 3600));
      return;
    case 'ferry': {
      const reverse = s.path === ferryPath(s.home, false);
      setPath(s, ferryPath(s.home, reverse), t);
      s.dwellUntil = t + rng.range(240, 720);
      return;
    }
    case 'offshore': {
      const wasOutbound = s.destination === PLATFORMS[s.away]![0];
      offshoreVoyage(rng, s, t, false, !wasOutbound);
      // Working the platform restricts manoeuvring; back at base the ship lies alongside.
      s.navStatus = wasOutbound ? 3 : 5;
      s.dwellUntil = t + (wasOutbound ? rng.range(1800, 3 * 3600) : rng.range(3600, 6 * 3600));
      return;
    }
    default: {
      const area = s.area!;
      const to = randomPointIn(rng, area);
      setPath(s, Float64Array.of(s.lat, s.lon, to[0], to[1]), t);
      if (s.kind === 'fishing' && rng.chance(0.3)) s.dwellUntil = t + rng.range(300, 1200);
    }
  }
}

/**
 * Moves a station to time `t` (UNIX seconds), updating position, course, speed and heading.
 * Stations in port, at anchor or otherwise waiting keep their place with a little jitter.
 */
export function advance(rng: Prng, s: Station, t: number): void {
  const dt = t - s.lastUpdate;
  s.lastUpdate = t;
  if (!s.path || dt <= 0) return;
  if (t < s.dwellUntil) {
    s.sog = s.kind === 'fishing' || s.kind === 'offshore' ? rng.range(0, 0.8) : rng.range(0, 0.1);
    s.heading = wrap360(s.heading + rng.normal(0, 0.5));
    return;
  }
  if (s.navStatus === 1 || s.navStatus === 5 || s.navStatus === 3) s.navStatus = 0;
  if (s.kind === 'fishing') s.navStatus = 7;
  const speed = Math.max(0.3, s.cruise + rng.normal(0, s.cruise * 0.03));
  let left = (speed * dt) / 3600;
  while (left > 0) {
    const remaining = s.legLen - s.legPos;
    if (left < remaining) {
      s.legPos += left;
      break;
    }
    left -= remaining;
    if (s.leg + 1 < s.path.length / 2 - 1) {
      startLeg(s, s.leg + 1);
      s.turnUntil = t + TURN_SECONDS;
    } else {
      s.legPos = s.legLen;
      interpolate(s);
      arrive(rng, s, t);
      s.turnUntil = t + TURN_SECONDS;
      break;
    }
  }
  if (t >= s.dwellUntil) interpolate(s);
  s.sog = t < s.dwellUntil ? 0 : speed;
  const p = s.path;
  const i = s.leg * 2;
  const track = bearingDeg([p[i]!, p[i + 1]!], [p[i + 2]!, p[i + 3]!]);
  s.cog = wrap360(track + rng.normal(0, 1.2));
  const drift = angleDiff(s.heading, s.cog);
  s.heading = wrap360(s.heading + drift * 0.7 + rng.normal(0, 1));
}
