/** Moving stations along their paths and deciding what they do when they get there. */
import { angleDiff, bearingDeg, wrap360 } from './geo.js';
import { PLATFORMS } from './geography.js';
import { interpolate, randomPointIn, setPath, startLeg } from './path.js';
import type { Prng } from './prng.js';
import { cargoVoyage, ferryPath, laneVoyage, offshoreVoyage } from './routes.js';
import type { Station } from './vessel.js';

/** Seconds after passing a waypoint during which a ship counts as changing course. */
const TURN_SECONDS = 40;

/** A supply ship or shuttle tanker at a field or back at its base: work there, then go on. */
function supplyArrival(rng: Prng, s: Station, t: number): void {
  const wasOutbound = s.destination === PLATFORMS[s.away]![0];
  offshoreVoyage(rng, s, t, false, !wasOutbound);
  // Working the platform (or loading offshore) restricts manoeuvring; at base it lies alongside.
  s.navStatus = wasOutbound ? 3 : 5;
  s.dwellUntil = t + (wasOutbound ? rng.range(1800, 3 * 3600) : rng.range(3600, 6 * 3600));
}

/** What happens at the end of a path: berth, turn round, new target. */
function arrive(rng: Prng, s: Station, t: number): void {
  switch (s.kind) {
    case 'cargo':
    case 'tanker':
    case 'passenger':
      if (s.trade === 'lane') {
        // Out of the area at one end of the lane; back along the other side of it.
        s.away = s.away === 1 ? 0 : 1;
        laneVoyage(rng, s, t, false);
        return;
      }
      if (s.trade === 'shuttle') {
        supplyArrival(rng, s, t);
        return;
      }
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
    case 'offshore':
      supplyArrival(rng, s, t);
      return;
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
