/**
 * Real places of the simulated traffic, as [latitude, longitude] in decimal degrees (WGS 84).
 * Route waypoints lie in open water, outside the skerries; legs between them were checked
 * against land polygons (see `routes.int.test.ts`).
 */

/** [latitude, longitude], degrees. */
export type LatLon = readonly [number, number];

/** The coastal fairway from the outer Oslofjord round the coast to the Russian border. */
export const FAIRWAY: readonly LatLon[] = [
  [59.3, 10.56], // Oslofjord off Horten
  [59.05, 10.55],
  [58.93, 10.5], // Færder
  [58.72, 9.75],
  [58.45, 9.15],
  [58.15, 8.45],
  [58.03, 8.05], // off Kristiansand
  [57.93, 7.45],
  [57.88, 7.05], // Lindesnes
  [57.98, 6.55],
  [58.3, 5.8],
  [58.6, 5.45],
  [58.9, 5.35], // off Stavanger
  [59.05, 5.1],
  [59.3, 5.03],
  [59.55, 4.95],
  [59.75, 4.8],
  [60.1, 4.8], // off Marstein, Bergen
  [60.4, 4.7],
  [60.8, 4.55], // Fedje
  [61.1, 4.55],
  [61.5, 4.6],
  [61.9, 4.75],
  [62.2, 4.85], // Stad
  [62.5, 5.5], // off Ålesund
  [62.9, 6.3],
  [63.1, 6.9], // Hustadvika
  [63.3, 7.4], // off Kristiansund
  [63.45, 7.5],
  [63.75, 8.2],
  [64.0, 8.8],
  [64.4, 9.6],
  [64.8, 10.3],
  [65.2, 10.7],
  [65.6, 11.2],
  [66.0, 11.6],
  [66.4, 11.9],
  [66.9, 12.5],
  [67.3, 13.3], // Vestfjorden mouth, off Bodø
  [67.6, 12.4], // off Værøy
  [68.0, 11.6],
  [68.5, 12.6],
  [68.9, 14.0],
  [69.3, 15.4], // off Andøya
  [69.5, 16.5],
  [69.8, 17.6],
  [70.1, 18.6],
  [70.36, 19.5],
  [70.4, 20.0], // off Fugløya, Tromsø approach
  [70.6, 21.3],
  [70.85, 22.5],
  [71.0, 23.5], // off Hammerfest (Sørøya)
  [71.25, 25.0],
  [71.3, 26.5],
  [71.25, 28.0],
  [71.0, 30.0],
  [70.6, 31.3], // off Vardø
  [70.2, 31.4],
  [69.95, 30.6], // Varangerfjorden
  [69.88, 30.2], // off Kirkenes
];

/** A port reached from the fairway: `spur` runs from a fairway waypoint to the berth. */
export interface Port {
  name: string;
  /** Index into {@link FAIRWAY} where the spur starts. */
  junction: number;
  /** Waypoints after the junction, ending at the berth or anchorage. */
  spur: readonly LatLon[];
}

export const PORTS: readonly Port[] = [
  {
    name: 'OSLO',
    junction: 0,
    spur: [
      [59.45, 10.57],
      [59.614, 10.626],
      [59.62, 10.62],
      [59.685, 10.589],
      [59.709, 10.559],
      [59.736, 10.553],
      [59.751, 10.559],
      [59.839, 10.607],
      [59.863, 10.655],
      [59.869, 10.702],
    ],
  },
  {
    name: 'KRISTIANSAND',
    junction: 6,
    spur: [
      [58.1, 8.03],
      [58.135, 8.0],
    ],
  },
  {
    name: 'STAVANGER',
    junction: 12,
    spur: [
      [58.98, 5.45],
      [59.036, 5.54],
      [59.039, 5.546],
      [59.042, 5.552],
      [59.009, 5.639],
      [58.979, 5.722],
    ],
  },
  {
    name: 'BERGEN',
    junction: 19,
    spur: [
      [60.659, 4.829],
      [60.623, 4.86],
      [60.599, 4.853],
      [60.502, 4.993],
      [60.469, 5.048],
      [60.406, 5.114],
      [60.399, 5.126],
      [60.406, 5.272],
    ],
  },
  {
    name: 'AALESUND',
    junction: 24,
    spur: [
      [62.44, 5.9],
      [62.475, 6.12],
    ],
  },
  {
    name: 'KRISTIANSUND',
    junction: 27,
    spur: [
      [63.17, 7.6],
      [63.12, 7.72],
    ],
  },
  {
    name: 'TRONDHEIM',
    junction: 30,
    spur: [
      [63.85, 9.2],
      [63.664, 9.543],
      [63.67, 9.59],
      [63.679, 9.617],
      [63.623, 9.772],
      [63.596, 9.84],
      [63.59, 9.887],
      [63.574, 9.876],
      [63.514, 9.917],
      [63.49, 9.977],
      [63.499, 10.2],
      [63.45, 10.38],
    ],
  },
  {
    name: 'BODOE',
    junction: 38,
    spur: [
      [67.3, 14.0],
      [67.29, 14.35],
    ],
  },
  {
    name: 'TROMSOE',
    junction: 48,
    spur: [
      [70.273, 19.582],
      [70.252, 19.52],
      [70.099, 19.733],
      [70.019, 19.783],
      [69.998, 19.845],
      [69.974, 19.871],
      [69.875, 19.748],
      [69.863, 19.722],
      [69.794, 19.415],
      [69.785, 19.117],
      [69.809, 19.064],
      [69.839, 19.029],
      [69.783, 19.074],
      [69.729, 19.048],
      [69.699, 19.004],
      [69.65, 18.97],
    ],
  },
  {
    name: 'HAMMERFEST',
    junction: 51,
    spur: [
      [70.85, 23.4],
      [70.828, 23.459],
      [70.798, 23.496],
      [70.699, 23.596],
      [70.665, 23.67],
    ],
  },
  {
    name: 'KIRKENES',
    junction: 59,
    spur: [
      [69.882, 30.161],
      [69.798, 30.108],
      [69.732, 30.037],
    ],
  },
];

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
      [59.419, 10.493],
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
      [60.141, 5.423],
      [60.003, 5.369],
    ],
    speed: 15,
    ferries: 3,
  },
  {
    name: 'LAVIK-OPPEDAL',
    path: [
      [61.102, 5.51],
      [61.075, 5.569],
    ],
    speed: 11,
    ferries: 2,
  },
  {
    name: 'MOLDE-VESTNES',
    path: [
      [62.733, 7.15],
      [62.625, 7.09],
    ],
    speed: 12,
    ferries: 2,
  },
  {
    name: 'BODOE-MOSKENES',
    path: [
      [67.29, 14.35],
      [67.6, 13.6],
      [67.89, 13.07],
    ],
    speed: 17,
    ferries: 2,
  },
];

/** A circular area of open water, used for fishing grounds and local traffic. */
export interface SeaArea {
  name: string;
  centre: LatLon;
  /** Radius, nautical miles. */
  radius: number;
}

export const FISHING_GROUNDS: readonly SeaArea[] = [
  { name: 'VESTFJORDEN', centre: [67.95, 14.3], radius: 8 },
  { name: 'LOFOTEN OUTER', centre: [68.208, 12.33], radius: 15 },
  { name: 'TAMPEN', centre: [61.25, 2.4], radius: 25 },
  { name: 'VIKINGBANKEN', centre: [60.2, 2.7], radius: 20 },
  { name: 'HALTENBANKEN', centre: [64.7, 8.6], radius: 25 },
  { name: 'STOREGGA', centre: [63.3, 5.6], radius: 15 },
  { name: 'TROMSOEFLAKET', centre: [71.3, 19.5], radius: 30 },
  { name: 'NORDKAPPBANKEN', centre: [71.9, 27.5], radius: 30 },
  { name: 'BARENTS SENTRAL', centre: [73.0, 24.0], radius: 40 },
  { name: 'SKAGERRAK', centre: [57.9, 9.0], radius: 15 },
];

/** Fixed installations on the Norwegian shelf (real field positions). */
export const PLATFORMS: readonly (readonly [string, LatLon])[] = [
  ['TROLL A', [60.645, 3.726]],
  ['GULLFAKS A', [61.177, 2.19]],
  ['STATFJORD A', [61.256, 1.854]],
  ['OSEBERG A', [60.492, 2.826]],
  ['SNORRE A', [61.448, 2.147]],
  ['EKOFISK', [56.544, 3.213]],
  ['JOHAN SVERDRUP', [58.845, 2.63]],
  ['GRANE', [59.166, 2.487]],
  ['HEIDRUN', [65.325, 7.317]],
  ['DRAUGEN', [64.353, 7.783]],
  ['NORNE', [66.026, 8.085]],
  ['AASTA HANSTEEN', [67.067, 6.991]],
  ['GOLIAT', [71.291, 22.3]],
];

/** Supply bases with the way out to open sea; the last waypoint is offshore. */
export const SUPPLY_BASES: readonly (readonly [string, readonly LatLon[]])[] = [
  [
    'TANANGER',
    [
      [58.932, 5.587],
      [58.944, 5.575],
      [58.959, 5.546],
      [58.956, 5.476],
      [58.95, 5.453],
      [58.9, 5.3],
    ],
  ],
  [
    'AAGOTNES',
    [
      [60.42, 5.0],
      [60.44, 4.986],
      [60.446, 4.974],
      [60.5, 4.883],
      [60.55, 4.65],
    ],
  ],
  [
    'MONGSTAD',
    [
      [60.81, 5.02],
      [60.83, 4.8],
      [60.85, 4.5],
    ],
  ],
  [
    'KRISTIANSUND',
    [
      [63.12, 7.72],
      [63.17, 7.6],
      [63.3, 7.35],
    ],
  ],
  [
    'SANDNESSJOEEN',
    [
      [66.025, 12.599],
      [66.013, 12.304],
      [66.012, 12.3],
      [66.019, 12.289],
      [66.049, 12.304],
      [66.1, 11.8],
    ],
  ],
  [
    'HAMMERFEST',
    [
      [70.665, 23.67],
      [70.7, 23.6],
      [70.819, 23.477],
      [70.849, 23.395],
      [71.05, 23.0],
    ],
  ],
];

/** Sheltered but open water where pleasure craft and rescue boats cruise. */
export const COASTAL_AREAS: readonly SeaArea[] = [
  { name: 'OSLOFJORD', centre: [59.1, 10.5], radius: 5 },
  { name: 'HVALER', centre: [59.0, 10.75], radius: 3 },
  { name: 'ARENDAL', centre: [58.3, 8.757], radius: 4 },
  { name: 'KRISTIANSAND', centre: [57.96, 7.911], radius: 3 },
  { name: 'BOKNAFJORD', centre: [59.05, 5.355], radius: 4 },
  { name: 'KORSFJORD', centre: [60.05, 4.999], radius: 2.5 },
  { name: 'HJELTEFJORD', centre: [60.45, 4.747], radius: 2 },
  { name: 'BREISUNDET', centre: [62.405, 5.734], radius: 2 },
  { name: 'TRONDHEIMSFJORD', centre: [63.5, 10.212], radius: 2.2 },
  { name: 'SALTFJORD', centre: [67.25, 14.15], radius: 3 },
  { name: 'TROMSOE', centre: [70.05, 19.373], radius: 1.3 },
];
