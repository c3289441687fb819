// The fixed list of offshore installations that transmit AIS and are drawn with the platform
// icon instead of a ship (spec 02 §3: "a fixed list of 17 known offshore rigs, by mmsi").
// The spec does not give the numbers (checklist A33). The MMSIs below are Norwegian-register
// numbers (MID 257) in one block reserved here for these installations; they have not been
// checked against the operators' own AIS registrations, so a deployment fed by a real
// receiver network must replace them with the installations' registered MMSIs. The list
// keeps its length of 17, which a test holds it to.

/** One installation: its MMSI and the name it is known by. */
export interface OffshoreRig {
  readonly mmsi: number;
  readonly name: string;
}

export const OFFSHORE_RIGS: readonly OffshoreRig[] = [
  { mmsi: 257999001, name: 'Troll A' },
  { mmsi: 257999002, name: 'Troll B' },
  { mmsi: 257999003, name: 'Troll C' },
  { mmsi: 257999004, name: 'Gullfaks A' },
  { mmsi: 257999005, name: 'Gullfaks B' },
  { mmsi: 257999006, name: 'Gullfaks C' },
  { mmsi: 257999007, name: 'Statfjord A' },
  { mmsi: 257999008, name: 'Statfjord B' },
  { mmsi: 257999009, name: 'Statfjord C' },
  { mmsi: 257999010, name: 'Oseberg A' },
  { mmsi: 257999011, name: 'Snorre A' },
  { mmsi: 257999012, name: 'Heidrun' },
  { mmsi: 257999013, name: 'Draugen' },
  { mmsi: 257999014, name: 'Norne' },
  { mmsi: 257999015, name: 'Aasta Hansteen' },
  { mmsi: 257999016, name: 'Goliat' },
  { mmsi: 257999017, name: 'Johan Sverdrup' },
];

const RIG_MMSIS: ReadonlySet<number> = new Set(OFFSHORE_RIGS.map((rig) => rig.mmsi));

/** Whether an MMSI is one of the known offshore installations. */
export function isOffshoreRig(mmsi: number): boolean {
  return RIG_MMSIS.has(mmsi);
}
