/** Builds the simulated fleet for a seed: who sails where, under which flag and name. */
import { fixedStations, installationStations } from './fixed-stations.js';
import { MmsiRegistry } from './identity.js';
import type { Prng } from './prng.js';
import type { Station, StationKind } from './vessel.js';
import { createVessel } from './vessels.js';

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

/** The whole simulated population for `vessels` vessels, deterministic for the PRNG's seed. */
export function createFleet(rng: Prng, vessels: number, start: number): Station[] {
  const reg = new MmsiRegistry();
  const installations = installationStations(reg);
  const stations = fixedStations(rng, reg, start, vessels);
  const total = MIX.reduce((sum, [, w]) => sum + w, 0);
  let n = 0;
  for (const [kind, weight] of MIX) {
    // AtoN MMSIs (99257xxxx) run out at 10 000; very large fleets get fewer aids.
    const share = Math.round((vessels * weight) / total);
    const count = kind === 'aton' ? Math.min(share, 9000) : share;
    for (let i = 0; i < count; i++) stations.push(createVessel(rng, reg, kind, start, ++n));
  }
  stations.push(...installations);
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
