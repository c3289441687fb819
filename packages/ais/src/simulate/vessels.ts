/** One vessel or aid to navigation of a given kind, with its identity and first voyage. */
import {
  COASTAL_AREAS,
  FAIRWAY,
  LANES,
  FERRY_CROSSINGS,
  FISHING_GROUNDS,
  PLATFORMS,
  PORTS,
  SUPPLY_BASES,
} from './geography.js';
import { FISHING_FLAGS, FLAGS, randomImo, TRADING_FLAGS, type MmsiRegistry } from './identity.js';
import { placeOnPath, startWander } from './path.js';
import {
  fishingName,
  ferryName,
  leisureName,
  offshoreName,
  rescueName,
  tradingName,
} from './names.js';
import type { Prng } from './prng.js';
import {
  cargoVoyage,
  ferryPath,
  laneVoyage,
  offshoreVoyage,
  PLATFORMS_OF_BASE,
  SHUTTLE_ROUTES,
} from './routes.js';
import { blankStation, hull, place, ship } from './station-parts.js';
import type { Station, StationKind } from './vessel.js';

/**
 * Share of cargo ships and tankers in coastal trade (port to port along the fairway), and
 * of tankers shuttling oil from fields to terminals; the rest pass through on the offshore
 * lanes, as most of the large ships off Norway do.
 */
const COASTAL_SHARE = { cargo: 0.5, tanker: 0.35 } as const;
const SHUTTLE_SHARE = 0.25;

/** Gives a merchant ship its trade and first voyage: coastal, an offshore lane or a shuttle. */
function startTrade(rng: Prng, s: Station, start: number): void {
  const r = rng.next();
  if (s.kind === 'passenger' || r < COASTAL_SHARE[s.kind === 'tanker' ? 'tanker' : 'cargo']) {
    // The coastal express and coastal trade follow the fairway from port to port.
    s.trade = 'coastal';
    cargoVoyage(rng, s, start, true);
  } else if (s.kind === 'tanker' && r < COASTAL_SHARE.tanker + SHUTTLE_SHARE) {
    s.trade = 'shuttle';
    const [base, fields] = rng.weighted(
      SHUTTLE_ROUTES.map((route, i) => [route, i ? 1 : 3] as const),
    );
    s.home = base;
    s.away = rng.pick(fields);
    offshoreVoyage(rng, s, start, true);
  } else {
    s.trade = 'lane';
    // The long transit lane carries most; the two Skagerrak lanes the rest.
    s.home = rng.weighted(LANES.map((_, i) => [i, i === 0 ? 2 : 1] as const));
    s.away = rng.int(0, 1);
    laneVoyage(rng, s, start, true);
  }
}

/** One station of the given kind, positioned and under way at `start` (UNIX seconds). */
export function createVessel(
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
      startTrade(rng, s, start);
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
      const s = blankStation(kind, 'aton', reg.special(rng, 99257, 4));
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
