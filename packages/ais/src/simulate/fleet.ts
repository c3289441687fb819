/** Builds the simulated fleet for a seed: who sails where, under which flag and name. */
import { offsetNm } from './geo.js';
import {
  COASTAL_AREAS,
  FAIRWAY,
  FERRY_CROSSINGS,
  FISHING_GROUNDS,
  PLATFORMS,
  PORTS,
  SUPPLY_BASES,
  type LatLon,
  type SeaArea,
} from './geography.js';
import {
  FISHING_FLAGS,
  FLAGS,
  MmsiRegistry,
  randomCallSign,
  randomImo,
  TRADING_FLAGS,
  type Flag,
} from './identity.js';
import { placeOnPath, startWander } from './motion.js';
import {
  fishingName,
  ferryName,
  leisureName,
  offshoreName,
  rescueName,
  tradingName,
} from './names.js';
import type { Prng } from './prng.js';
import { cargoVoyage, ferryPath, offshoreVoyage, PLATFORMS_OF_BASE } from './routes.js';
import { BASE_STATIONS, MET_SITES } from './stations.js';
import type { Station, StationKind, Transceiver } from './vessel.js';

/** Share of each kind among the requested vessels. */
const MIX: readonly (readonly [StationKind, number])[] = [
  ['cargo', 0.17],
  ['tanker', 0.06],
  ['passenger', 0.02],
  ['ferry', 0.012],
  ['fishing', 0.24],
  ['offshore', 0.07],
  ['pleasure', 0.2],
  ['rescue', 0.012],
  ['aton', 0.06],
];

function blank(kind: StationKind, transceiver: Transceiver, mmsi: number): Station {
  return {
    kind,
    transceiver,
    mmsi,
    name: '',
    callSign: null,
    imo: null,
    shipType: 0,
    dims: [0, 0, 0, 0],
    draught: null,
    destination: null,
    eta: 0,
    legacyStatic: false,
    rotSensor: false,
    aidType: 0,
    virtual: false,
    path: null,
    leg: 0,
    legPos: 0,
    legLen: 0,
    area: null,
    home: 0,
    away: 0,
    lat: 0,
    lon: 0,
    cog: 0,
    sog: 0,
    heading: 0,
    cruise: 0,
    navStatus: 15,
    dwellUntil: 0,
    turnUntil: 0,
    lastUpdate: 0,
    nextPosition: 0,
    nextStatic: 0,
    channel: 0,
    receiver: -1,
    receiverCheck: 0,
  };
}

/** Bow/stern/port/starboard split of a hull with the GNSS antenna aft of midships. */
function hull(rng: Prng, length: number, beam: number): [number, number, number, number] {
  const a = Math.round(length * rng.range(0.55, 0.8));
  const c = Math.round(beam * rng.range(0.4, 0.6));
  return [
    Math.min(511, a),
    Math.min(511, Math.round(length) - a),
    Math.min(63, c),
    Math.min(63, Math.round(beam) - c),
  ];
}

function ship(
  rng: Prng,
  reg: MmsiRegistry,
  kind: StationKind,
  flag: Flag,
  tr: Transceiver,
): Station {
  const s = blank(kind, tr, reg.ship(rng, flag));
  s.callSign = randomCallSign(rng, flag);
  s.rotSensor = tr === 'A' && rng.chance(0.7);
  s.channel = rng.int(0, 1);
  return s;
}

const place = (s: Station, at: LatLon): void => {
  s.lat = at[0];
  s.lon = at[1];
};

/** One station of the given kind, positioned and under way at `start` (UNIX seconds). */
function create(
  rng: Prng,
  reg: MmsiRegistry,
  kind: StationKind,
  start: number,
  n: number,
): Station {
  switch (kind) {
    case 'cargo':
    case 'tanker':
    case 'passenger': {
      const domestic = kind === 'passenger';
      const flag = FLAGS[domestic ? 'NO' : rng.weighted(TRADING_FLAGS)];
      const s = ship(rng, reg, kind, flag, 'A');
      s.imo = randomImo(rng);
      const length =
        kind === 'passenger' ? rng.range(100, 135) : rng.range(70, kind === 'tanker' ? 230 : 190);
      s.dims = hull(rng, length, length / rng.range(5.5, 7));
      s.shipType =
        kind === 'cargo'
          ? rng.weighted([
              [70, 8],
              [71, 1],
              [79, 1],
            ])
          : kind === 'tanker'
            ? rng.weighted([
                [80, 7],
                [81, 1],
                [82, 1],
                [84, 1],
              ])
            : 60;
      s.name =
        kind === 'passenger'
          ? `MS ${rng.pick(['NORD', 'SOER', 'VEST'])}${rng.pick(['LYS', 'KAPP', 'STJERNEN', 'NORGE'])}`
          : tradingName(rng, kind === 'tanker');
      s.draught = Math.round(length * rng.range(0.04, 0.06) * 10) / 10;
      s.cruise = kind === 'passenger' ? rng.range(14.5, 17) : rng.range(9.5, 15);
      cargoVoyage(rng, s, start, true);
      return s;
    }
    case 'ferry': {
      const crossing = rng.weighted(FERRY_CROSSINGS.map((c, i) => [i, c.ferries] as const));
      const c = FERRY_CROSSINGS[crossing]!;
      const s = ship(rng, reg, kind, FLAGS.NO, 'A');
      s.imo = randomImo(rng);
      s.dims = hull(rng, rng.range(70, 140), rng.range(15, 21));
      s.shipType = 60;
      s.name = ferryName(rng, c.name);
      s.destination = c.name;
      s.draught = Math.round(rng.range(3.5, 5.5) * 10) / 10;
      s.cruise = c.speed + rng.range(-1, 1);
      s.home = crossing;
      s.path = ferryPath(crossing, rng.chance(0.5));
      placeOnPath(rng, s, start);
      return s;
    }
    case 'offshore': {
      const s = ship(
        rng,
        reg,
        kind,
        FLAGS[rng.chance(0.85) ? 'NO' : rng.weighted(TRADING_FLAGS)],
        'A',
      );
      s.imo = randomImo(rng);
      s.dims = hull(rng, rng.range(75, 95), rng.range(17, 22));
      s.shipType = rng.weighted([
        [90, 6],
        [99, 2],
        [31, 1],
      ]);
      s.name = offshoreName(rng);
      s.draught = Math.round(rng.range(5.5, 7.5) * 10) / 10;
      s.cruise = rng.range(11, 14);
      s.home = rng.int(0, SUPPLY_BASES.length - 1);
      s.away = rng.pick(PLATFORMS_OF_BASE[s.home]!);
      offshoreVoyage(rng, s, start, true);
      return s;
    }
    case 'fishing': {
      const flag = FLAGS[rng.weighted(FISHING_FLAGS)];
      const big = rng.chance(0.4);
      const s = ship(rng, reg, kind, flag, big || rng.chance(0.5) ? 'A' : 'B-CS');
      if (big) s.imo = randomImo(rng);
      s.dims = hull(
        rng,
        big ? rng.range(40, 80) : rng.range(11, 28),
        big ? rng.range(9, 16) : rng.range(4, 8),
      );
      s.shipType = 30;
      s.name = fishingName(rng);
      s.draught = s.transceiver === 'A' ? Math.round(rng.range(3, 8) * 10) / 10 : null;
      s.destination =
        s.transceiver === 'A'
          ? rng.pick(['FISKEFELT', 'FISHING GROUNDS', 'HAVET', 'TROMSOE'])
          : null;
      s.cruise = rng.range(2, 5);
      s.navStatus = 7;
      startWander(rng, s, rng.pick(FISHING_GROUNDS), start);
      return s;
    }
    case 'pleasure':
    case 'rescue': {
      const rescue = kind === 'rescue';
      const s = ship(
        rng,
        reg,
        kind,
        FLAGS[rescue || rng.chance(0.9) ? 'NO' : rng.pick(['SE', 'DK', 'DE', 'NL', 'GB'] as const)],
        rescue ? 'A' : rng.chance(0.85) ? 'B-CS' : 'B-SO',
      );
      s.dims = rescue
        ? hull(rng, rng.range(15, 25), rng.range(4.5, 6.5))
        : hull(rng, rng.range(6, 18), rng.range(2.2, 5));
      s.shipType = rescue ? 51 : rng.chance(0.35) ? 36 : 37;
      s.name = rescue ? rescueName(rng) : leisureName(rng);
      s.legacyStatic = s.transceiver === 'B-SO' && rng.chance(0.5);
      s.cruise = rescue ? rng.range(8, 30) : s.shipType === 36 ? rng.range(4, 7) : rng.range(6, 28);
      s.navStatus = 0;
      if (rescue) s.imo = null;
      startWander(rng, s, rng.pick(COASTAL_AREAS), start);
      return s;
    }
    case 'aton': {
      const virtual = rng.chance(0.3);
      const s = blank(kind, 'aton', reg.special(rng, 99257, 4));
      s.virtual = virtual;
      const platform = !virtual && rng.chance(0.15) ? rng.pick(PLATFORMS) : null;
      if (platform) {
        s.name = platform[0];
        s.aidType = 3;
        place(s, platform[1]);
      } else {
        const at = rng.chance(0.6) ? rng.pick(FAIRWAY) : rng.pick(rng.pick(PORTS).spur);
        place(s, at);
        s.aidType = virtual ? rng.pick([17, 19, 30]) : rng.pick([20, 21, 22, 23, 24, 25, 28]);
        s.name = virtual
          ? `VIRTUAL ${rng.pick(['WRECK', 'DANGER', 'MARK'])} ${n}`
          : `${rng.pick(['BUOY', 'LT BUOY', 'MARK'])} ${n}`;
      }
      s.dims = virtual ? [0, 0, 0, 0] : [1, 1, 1, 1];
      return s;
    }
    default:
      throw new RangeError(`not a fleet kind: ${kind}`);
  }
}

/** Base stations, met stations and the odd aircraft and SART, independent of fleet size. */
function fixedStations(rng: Prng, reg: MmsiRegistry, start: number, vessels: number): Station[] {
  const out: Station[] = [];
  for (const site of BASE_STATIONS) {
    const s = blank('base-station', 'base', site.id);
    reg.claim(site.id);
    s.name = site.name;
    place(s, site.at);
    out.push(s);
  }
  for (const [name, at] of MET_SITES) {
    const s = blank('met', 'met', reg.special(rng, 2579, 3));
    s.name = name;
    place(s, at);
    out.push(s);
  }
  const aircraft = vessels >= 200 ? Math.max(1, Math.round(vessels / 1500)) : 0;
  for (let i = 0; i < aircraft; i++) {
    const s = blank('sar-aircraft', 'aircraft', reg.special(rng, 111257, 3));
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
    const s = blank('sart', 'sart', reg.special(rng, 970, 6));
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

/** The whole simulated population for `vessels` vessels, deterministic for the PRNG's seed. */
export function createFleet(rng: Prng, vessels: number, start: number): Station[] {
  const reg = new MmsiRegistry();
  const stations = fixedStations(rng, reg, start, vessels);
  const total = MIX.reduce((sum, [, w]) => sum + w, 0);
  let n = 0;
  for (const [kind, weight] of MIX) {
    // AtoN MMSIs (99257xxxx) run out at 10 000; very large fleets get fewer aids.
    const share = Math.round((vessels * weight) / total);
    const count = kind === 'aton' ? Math.min(share, 9000) : share;
    for (let i = 0; i < count; i++) stations.push(create(rng, reg, kind, start, ++n));
  }
  for (const s of stations) {
    s.lastUpdate = start;
    const fixed = s.transceiver === 'aton' || s.transceiver === 'base' || s.transceiver === 'met';
    s.nextStatic =
      fixed || s.transceiver === 'aircraft' || s.transceiver === 'sart'
        ? Infinity
        : start + rng.range(0, 360);
    s.nextPosition = s.kind === 'sart' ? s.dwellUntil : start + rng.range(0, fixed ? 180 : 10);
  }
  return stations;
}
