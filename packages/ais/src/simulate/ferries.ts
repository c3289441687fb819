/** Ferry crossings, each worked back and forth by its own ferries. */
import type { LatLon } from './geo.js';

/** A ferry crossing; both ends are just off the quays. */
export interface FerryCrossing {
  name: string;
  path: readonly LatLon[];
  /** Service speed, knots. */
  speed: number;
  /** Ferries on the crossing at once. */
  ferries: number;
}

export const FERRY_CROSSINGS: readonly FerryCrossing[] = [
  {
    name: 'MOSS-HORTEN',
    path: [
      [59.431, 10.5866],
      [59.418, 10.508],
    ],
    speed: 13,
    ferries: 3,
  },
  {
    name: 'MORTAVIKA-ARSVAAGEN',
    path: [
      [59.243, 5.79],
      [59.226, 5.7496],
      [59.181, 5.65],
    ],
    speed: 16,
    ferries: 3,
  },
  {
    name: 'HALHJEM-SANDVIKVAAG',
    path: [
      [60.1336, 5.4208],
      [60.083, 5.354],
      [60.026, 5.336],
      [60.02, 5.336],
      [60.002, 5.354],
    ],
    speed: 15,
    ferries: 3,
  },
  {
    name: 'LAVIK-OPPEDAL',
    path: [
      [61.098, 5.513],
      [61.074, 5.569],
    ],
    speed: 11,
    ferries: 2,
  },
  {
    name: 'MOLDE-VESTNES',
    path: [
      [62.733, 7.15],
      [62.72, 7.152],
      [62.72, 7.1337],
      [62.715, 7.1163],
      [62.714, 7.1141],
      [62.633, 7.112],
      [62.627, 7.1],
    ],
    speed: 12,
    ferries: 2,
  },
  {
    name: 'BODOE-MOSKENES',
    path: [
      [67.283, 14.347],
      [67.28, 14.3338],
      [67.28, 14.3286],
      [67.282, 14.3273],
      [67.2845, 14.3273],
      [67.3017, 14.3615],
      [67.304, 14.363],
      [67.37, 14.198],
      [67.373, 14.1975],
      [67.376, 14.198],
      [67.3902, 14.1611],
      [67.3897, 14.1601],
      [67.3892, 14.1588],
      [67.3892, 14.1575],
      [67.4292, 14.0702],
      [67.4292, 14.061],
      [67.601, 13.596],
      [67.89, 13.07],
    ],
    speed: 17,
    ferries: 2,
  },
];
