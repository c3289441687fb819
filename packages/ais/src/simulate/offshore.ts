/** The petroleum shelf: installations and the supply bases serving them. */
import type { LatLon } from './geo.js';
import { installationNamed } from './installations.js';

/**
 * The installations supply ships sail to, in the order routes index them: positions come from
 * the installations themselves (installations.ts).
 */
const SUPPLIED = [
  'TROLL A',
  'GULLFAKS A',
  'STATFJORD A',
  'OSEBERG A',
  'SNORRE A',
  'EKOFISK',
  'JOHAN SVERDRUP',
  'GRANE',
  'HEIDRUN',
  'DRAUGEN',
  'NORNE',
  'AASTA HANSTEEN',
  'GOLIAT',
] as const;

export const PLATFORMS: readonly (readonly [string, LatLon])[] = SUPPLIED.map((name) => {
  const at = installationNamed(name);
  return [name, [at.latitude, at.longitude]] as const;
});

/** Supply bases with the way out to open sea; the last waypoint is offshore. */
export const SUPPLY_BASES: readonly (readonly [string, readonly LatLon[]])[] = [
  [
    'TANANGER',
    [
      [58.925, 5.59],
      [58.928, 5.572],
      [58.94, 5.555],
      [58.943, 5.56],
      [58.958, 5.543],
      [58.9525, 5.5378],
      [58.949, 5.531],
      [58.949, 5.473],
      [58.935, 5.46],
      [58.899, 5.297],
    ],
  ],
  [
    'AAGOTNES',
    [
      [60.42, 5.0008],
      [60.4205, 5.0018],
      [60.427, 5.02],
      [60.453, 5.033],
      [60.458, 5.0275],
      [60.468, 5.0265],
      [60.502, 4.993],
      [60.591, 4.8641],
      [60.595, 4.856],
      [60.598, 4.862],
      [60.623, 4.86],
      [60.685, 4.811],
      [60.8, 4.55],
    ],
  ],
  [
    'MONGSTAD',
    [
      [60.8108, 5.0179],
      [60.8143, 5.0192],
      [60.827, 5.012],
      [60.842, 4.871],
      [60.833, 4.797],
      [60.835, 4.762],
      [60.844, 4.522],
      [60.85, 4.497],
    ],
  ],
  [
    'KRISTIANSUND',
    [
      [63.11, 7.703],
      [63.116, 7.683],
      [63.17, 7.603],
      [63.3, 7.35],
    ],
  ],
  [
    'SANDNESSJOEEN',
    [
      [66.025, 12.599],
      [66.006, 12.455],
      [66.021, 12.441],
      [66.027, 12.411],
      [66.009, 12.315],
      [66.012, 12.3],
      [66.017, 12.307],
      [66.02, 12.3],
      [66.015, 12.2948],
      [66.012, 12.278],
      [66.0135, 12.2741],
      [66.0145, 12.2704],
      [66.0145, 12.2667],
      [66.012, 12.256],
      [66.015, 12.2529],
      [66.018, 12.197],
      [66.027, 12.189],
      [66.042, 12.159],
      [66.09, 12.055],
      [66.087, 12.033],
      [66.099, 11.804],
    ],
  ],
  [
    'HAMMERFEST',
    [
      [70.665, 23.67],
      [70.665, 23.6531],
      [70.667, 23.641],
      [70.682, 23.5771],
      [70.685, 23.568],
      [70.7, 23.595],
      [70.807, 23.5],
      [70.819, 23.482],
      [70.849, 23.395],
      [71.05, 23],
    ],
  ],
];
