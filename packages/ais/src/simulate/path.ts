/** Paths of moving stations: legs between waypoints and the position along them. */
import { bearingDeg, distanceNm, offsetNm } from './geo.js';
import type { SeaArea } from './sea-areas.js';
import type { Prng } from './prng.js';
import type { Station } from './vessel.js';

/** Starts leg `leg` of the station's path at its first waypoint. */
export function startLeg(s: Station, leg: number): void {
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

/** A uniformly random point of a circular sea area. */
export function randomPointIn(rng: Prng, area: SeaArea): [number, number] {
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

/** Places the station along its current leg by the distance covered. */
export function interpolate(s: Station): void {
  const p = s.path!;
  const f = s.legLen > 0 ? s.legPos / s.legLen : 1;
  const i = s.leg * 2;
  s.lat = p[i]! + (p[i + 2]! - p[i]!) * f;
  s.lon = p[i + 1]! + (p[i + 3]! - p[i + 1]!) * f;
}
