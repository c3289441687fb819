/** Ferry crossings, each worked back and forth by its own ferries. */
import type { LatLon } from './geography.js';

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
      [59.431, 10.587],
      [59.418, 10.508],
    ],
    speed: 13,
    ferries: 3,
  },
  {
    name: 'MORTAVIKA-ARSVAAGEN',
    path: [
      [59.243, 5.79],
      [59.181, 5.65],
    ],
    speed: 16,
    ferries: 3,
  },
  {
    name: 'HALHJEM-SANDVIKVAAG',
    path: [
      [60.134, 5.42],
      [60.131, 5.42],
      [60.086, 5.36],
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
      [62.639, 7.113],
      [62.636, 7.113],
      [62.627, 7.1],
    ],
    speed: 12,
    ferries: 2,
  },
  {
    name: 'BODOE-MOSKENES',
    path: [
      [67.283, 14.347],
      [67.286, 14.347],
      [67.289, 14.339],
      [67.292, 14.339],
      [67.298, 14.355],
      [67.301, 14.355],
      [67.304, 14.363],
      [67.307, 14.355],
      [67.31, 14.347],
      [67.37, 14.198],
      [67.373, 14.198],
      [67.376, 14.198],
      [67.379, 14.191],
      [67.382, 14.183],
      [67.388, 14.167],
      [67.391, 14.159],
      [67.394, 14.151],
      [67.421, 14.081],
      [67.424, 14.073],
      [67.427, 14.073],
      [67.43, 14.065],
      [67.43, 14.058],
      [67.601, 13.596],
      [67.89, 13.07],
    ],
    speed: 17,
    ferries: 2,
  },
];
