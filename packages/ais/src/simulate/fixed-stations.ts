/** Stations that are not vessels: base stations, met stations, SAR aircraft and SARTs. */
import { offsetNm } from './geo.js';
import { FAIRWAY, FISHING_GROUNDS, type SeaArea } from './geography.js';
import type { MmsiRegistry } from './identity.js';
import { installationStatus, OFFSHORE_INSTALLATIONS } from './installations.js';
import { startWander } from './path.js';
import type { Prng } from './prng.js';
import { blankStation, place } from './station-parts.js';
import { BASE_STATIONS, MET_SITES } from './stations.js';
import type { Station } from './vessel.js';

/** Base stations, met stations and the odd aircraft and SART, independent of fleet size. */
export function fixedStations(
  rng: Prng,
  reg: MmsiRegistry,
  start: number,
  vessels: number,
): Station[] {
  const out: Station[] = [];
  for (const site of BASE_STATIONS) {
    const s = blankStation('base-station', 'base', site.id);
    reg.claim(site.id);
    s.name = site.name;
    place(s, site.at);
    out.push(s);
  }
  for (const site of MET_SITES) {
    // Drawn still, though the site's fixed MMSI is used, so every later draw of a seed (and
    // so every vessel) stays as it was before the sites had fixed MMSIs.
    reg.special(rng, 2579, 3);
    reg.claim(site.mmsi);
    const s = blankStation('met', 'met', site.mmsi);
    s.name = site.name;
    place(s, site.at);
    out.push(s);
  }
  const aircraft = vessels >= 200 ? Math.max(1, Math.round(vessels / 1500)) : 0;
  for (let i = 0; i < aircraft; i++) {
    const s = blankStation('sar-aircraft', 'aircraft', reg.special(rng, 111257, 3));
    s.name = `RESCUE ${i + 1}`;
    s.cruise = rng.range(110, 140);
    startWander(
      rng,
      s,
      { name: 'SAR', centre: offsetNm(rng.pick(FAIRWAY), 270, 20), radius: 30 },
      start,
    );
    out.push(s);
  }
  if (vessels >= 500 && rng.chance(0.7)) {
    const s = blankStation('sart', 'sart', reg.special(rng, 970, 6));
    const ground: SeaArea = rng.pick(FISHING_GROUNDS);
    s.cruise = 0.6;
    s.navStatus = 14;
    startWander(rng, s, { ...ground, radius: ground.radius / 4 }, start);
    // Active for part of the hour only, as a real alert would be.
    s.dwellUntil = start + rng.range(0, 1800);
    out.push(s);
  }
  return out;
}

/** Rough hull of an installation for message 5: bow, stern, port, starboard, metres. */
const INSTALLATION_DIMS = {
  fixed: [50, 50, 40, 40],
  floating: [60, 60, 45, 45],
} as const;

/**
 * The offshore installations (installations.ts): class A stations that never move, report
 * their status (moored, or not under command for a fixed platform) and send message 5 with
 * their names. Their MMSIs are fixed, so they are claimed before any ship draws one; the
 * caller adds the stations after the fleet, so the fleet a seed gives stays the same.
 */
export function installationStations(reg: MmsiRegistry): Station[] {
  return OFFSHORE_INSTALLATIONS.map((installation) => {
    reg.claim(installation.mmsi);
    const s = blankStation('installation', 'A', installation.mmsi);
    s.name = installation.name;
    // "Other type": AIS has no ship type for a platform.
    s.shipType = 90;
    s.dims = [...INSTALLATION_DIMS[installation.structure]];
    s.navStatus = installationStatus(installation);
    place(s, [installation.latitude, installation.longitude]);
    return s;
  });
}
