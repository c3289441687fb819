/**
 * The offshore installations of the simulated Norwegian shelf: seventeen production platforms
 * at their real field positions, each transmitting as a stationary class A station. This is
 * the one definition the simulator sends and the server's demo list of offshore installations
 * (the platform icon, spec 02 §3) is made from, so the icon is seen on the demo map.
 *
 * The MMSIs are demo numbers of this simulator (one Norwegian block, 257999001–017), not the
 * installations' registered MMSIs: a site fed by a real receiver network configures its own
 * list (OFFSHORE_RIGS_FILE on the server).
 */

/** How the installation stands: on the sea floor, or afloat and held by moorings or tendons. */
export type InstallationStructure = 'fixed' | 'floating';

export interface OffshoreInstallation {
  readonly mmsi: number;
  /** As it is sent in message 5 (upper case, at most 20 characters). */
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly structure: InstallationStructure;
}

/** Navigational status a floating unit sends: 5, moored. */
export const FLOATING_STATUS = 5;
/**
 * Navigational status a fixed platform sends: 2, not under command. It stands on the sea floor
 * and cannot manoeuvre at all, and it is not moored either.
 */
export const FIXED_STATUS = 2;

/** The status an installation reports in its position messages. */
export function installationStatus(installation: OffshoreInstallation): number {
  return installation.structure === 'floating' ? FLOATING_STATUS : FIXED_STATUS;
}

type Row = readonly [name: string, latitude: number, longitude: number, InstallationStructure];

const ROWS: readonly Row[] = [
  ['TROLL A', 60.645, 3.726, 'fixed'],
  ['TROLL B', 60.774, 3.5, 'floating'],
  ['TROLL C', 60.887, 3.608, 'floating'],
  ['GULLFAKS A', 61.177, 2.19, 'fixed'],
  ['GULLFAKS B', 61.204, 2.201, 'fixed'],
  ['GULLFAKS C', 61.214, 2.274, 'fixed'],
  ['STATFJORD A', 61.256, 1.854, 'fixed'],
  ['OSEBERG A', 60.492, 2.826, 'fixed'],
  ['SNORRE A', 61.448, 2.147, 'floating'],
  ['EKOFISK', 56.544, 3.213, 'fixed'],
  ['JOHAN SVERDRUP', 58.845, 2.63, 'fixed'],
  ['GRANE', 59.166, 2.487, 'fixed'],
  ['HEIDRUN', 65.325, 7.317, 'floating'],
  ['DRAUGEN', 64.353, 7.783, 'fixed'],
  ['NORNE', 66.026, 8.085, 'floating'],
  ['AASTA HANSTEEN', 67.067, 6.991, 'floating'],
  ['GOLIAT', 71.291, 22.3, 'floating'],
];

/** First MMSI of the demo block; the installations take the next seventeen in list order. */
const FIRST_MMSI = 257_999_001;

/** The seventeen installations, in a fixed order with fixed MMSIs. */
export const OFFSHORE_INSTALLATIONS: readonly OffshoreInstallation[] = ROWS.map(
  ([name, latitude, longitude, structure], i) => ({
    mmsi: FIRST_MMSI + i,
    name,
    latitude,
    longitude,
    structure,
  }),
);

/** The installation of a name; throws for an unknown one (a mistake in the geography). */
export function installationNamed(name: string): OffshoreInstallation {
  const found = OFFSHORE_INSTALLATIONS.find((i) => i.name === name);
  if (!found) throw new RangeError(`no offshore installation named ${name}`);
  return found;
}
