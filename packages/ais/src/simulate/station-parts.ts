/** The parts every simulated station is assembled from: an empty record, a hull, a crew. */
import type { LatLon } from './geo.js';
import { randomCallSign, type Flag, type MmsiRegistry } from './identity.js';
import type { Prng } from './prng.js';
import type { Station, StationKind, Transceiver } from './vessel.js';

/** A station with every field at its idle value, for the caller to fill in. */
export function blankStation(kind: StationKind, transceiver: Transceiver, mmsi: number): Station {
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
    trade: null,
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
export function hull(rng: Prng, length: number, beam: number): [number, number, number, number] {
  const a = Math.round(length * rng.range(0.55, 0.8));
  const c = Math.round(beam * rng.range(0.4, 0.6));
  return [
    Math.min(511, a),
    Math.min(511, Math.round(length) - a),
    Math.min(63, c),
    Math.min(63, Math.round(beam) - c),
  ];
}

/** A ship under `flag` with a call sign, a free MMSI and a radio channel. */
export function ship(
  rng: Prng,
  reg: MmsiRegistry,
  kind: StationKind,
  flag: Flag,
  tr: Transceiver,
): Station {
  const s = blankStation(kind, tr, reg.ship(rng, flag));
  s.callSign = randomCallSign(rng, flag);
  s.rotSensor = tr === 'A' && rng.chance(0.7);
  s.channel = rng.int(0, 1);
  return s;
}

/** Places are [latitude, longitude] pairs; stations keep the two apart. */
export const place = (s: Station, at: LatLon): void => {
  s.lat = at[0];
  s.lon = at[1];
};
