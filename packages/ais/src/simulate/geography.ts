/**
 * Real places of the simulated traffic, as [latitude, longitude] in decimal degrees (WGS 84).
 * Route waypoints lie in open water, outside the skerries; legs between them were checked
 * against the GSHHG land polygons of the base map (see `land.int.test.ts`).
 */

/** [latitude, longitude], degrees. */
export type LatLon = readonly [number, number];

/** The coastal fairway from the outer Oslofjord round the coast to the Russian border. */
export const FAIRWAY: readonly LatLon[] = [
  [59.3, 10.56],
  [59.154, 10.6],
  [59.049, 10.553],
  [58.93, 10.5],
  [58.72, 9.75],
  [58.45, 9.15],
  [58.15, 8.45],
  [58.03, 8.05],
  [57.93, 7.45],
  [57.88, 7.05],
  [57.98, 6.55],
  [58.3, 5.8],
  [58.6, 5.45],
  [58.9, 5.35],
  [59.05, 5.1],
  [59.3, 5.03],
  [59.533, 4.965],
  [59.551, 4.947],
  [59.75, 4.8],
  [60.1, 4.8],
  [60.4, 4.7],
  [60.8, 4.55],
  [61.1, 4.55],
  [61.489, 4.591],
  [61.501, 4.603],
  [61.9, 4.75],
  [62.2, 4.85],
  [62.5, 5.5],
  [62.9, 6.3],
  [63.1, 6.9],
  [63.3, 7.4],
  [63.45, 7.5],
  [63.75, 8.2],
  [63.917, 8.53],
  [64.001, 8.803],
  [64.4, 9.6],
  [64.8, 10.3],
  [65.2, 10.7],
  [65.6, 11.2],
  [66, 11.6],
  [66.386, 11.894],
  [66.401, 11.901],
  [66.531, 11.995],
  [66.798, 12.388],
  [66.9, 12.502],
  [67.3, 13.3],
  [67.6, 12.4],
  [68, 11.6],
  [68.5, 12.6],
  [68.9, 14],
  [69.3, 15.4],
  [69.5, 16.5],
  [69.8, 17.6],
  [70.1, 18.6],
  [70.156, 18.764],
  [70.2, 18.835],
  [70.357, 19.474],
  [70.36, 19.5],
  [70.4, 20],
  [70.6, 21.3],
  [70.85, 22.5],
  [71, 23.5],
  [71.245, 24.84],
  [71.251, 24.998],
  [71.3, 26.5],
  [71.25, 28],
  [71, 30],
  [70.6, 31.3],
  [70.2, 31.4],
  [69.95, 30.6],
  [69.882, 30.187],
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
      [59.584, 10.626],
      [59.614, 10.626],
      [59.62, 10.62],
      [59.682, 10.616],
      [59.685, 10.61],
      [59.688, 10.604],
      [59.702, 10.592],
      [59.708, 10.574],
      [59.708, 10.55],
      [59.723, 10.55],
      [59.735, 10.556],
      [59.751, 10.559],
      [59.839, 10.607],
      [59.863, 10.655],
      [59.874, 10.658],
      [59.868, 10.7],
    ],
  },
  {
    name: 'KRISTIANSAND',
    junction: 7,
    spur: [
      [58.098, 8.044],
      [58.101, 8.027],
      [58.123, 8.009],
      [58.132, 7.997],
    ],
  },
  {
    name: 'STAVANGER',
    junction: 13,
    spur: [
      [58.98, 5.45],
      [59.036, 5.54],
      [59.039, 5.546],
      [59.042, 5.552],
      [59.038, 5.596],
      [59.017, 5.642],
      [59.011, 5.665],
      [58.996, 5.694],
      [58.993, 5.7],
      [58.99, 5.706],
    ],
  },
  {
    name: 'BERGEN',
    junction: 21,
    spur: [
      [60.685, 4.811],
      [60.658, 4.835],
      [60.623, 4.86],
      [60.598, 4.862],
      [60.595, 4.856],
      [60.502, 4.993],
      [60.453, 5.033],
      [60.432, 5.045],
      [60.411, 5.081],
      [60.405, 5.112],
      [60.399, 5.126],
      [60.389, 5.172],
      [60.407, 5.275],
    ],
  },
  {
    name: 'AALESUND',
    junction: 27,
    spur: [
      [62.44, 5.9],
      [62.478, 6.111],
      [62.475, 6.117],
    ],
  },
  {
    name: 'KRISTIANSUND',
    junction: 30,
    spur: [
      [63.17, 7.6],
      [63.11, 7.696],
      [63.11, 7.703],
    ],
  },
  {
    name: 'TRONDHEIM',
    junction: 34,
    spur: [
      [63.85, 9.2],
      [63.69, 9.515],
      [63.663, 9.543],
      [63.651, 9.546],
      [63.648, 9.553],
      [63.648, 9.56],
      [63.651, 9.58],
      [63.666, 9.594],
      [63.672, 9.627],
      [63.649, 9.756],
      [63.622, 9.769],
      [63.588, 9.836],
      [63.583, 9.864],
      [63.583, 9.884],
      [63.573, 9.879],
      [63.514, 9.917],
      [63.498, 9.934],
      [63.489, 9.974],
      [63.486, 9.987],
      [63.483, 10.001],
      [63.498, 10.202],
      [63.45, 10.38],
    ],
  },
  {
    name: 'BODOE',
    junction: 45,
    spur: [
      [67.287, 13.724],
      [67.299, 14.004],
      [67.286, 14.268],
      [67.277, 14.307],
      [67.283, 14.354],
    ],
  },
  {
    name: 'TROMSOE',
    junction: 58,
    spur: [
      [70.281, 19.569],
      [70.272, 19.56],
      [70.251, 19.507],
      [70.251, 19.498],
      [70.248, 19.489],
      [70.23, 19.471],
      [70.107, 19.701],
      [70.099, 19.667],
      [70.072, 19.693],
      [70.018, 19.781],
      [69.998, 19.845],
      [69.973, 19.893],
      [69.967, 19.884],
      [69.871, 19.761],
      [69.856, 19.735],
      [69.832, 19.672],
      [69.793, 19.419],
      [69.785, 19.117],
      [69.784, 19.068],
      [69.802, 19.042],
      [69.82, 19.007],
      [69.832, 18.999],
      [69.815, 19.016],
      [69.782, 19.077],
      [69.729, 19.048],
      [69.698, 19.026],
      [69.655, 18.983],
    ],
  },
  {
    name: 'HAMMERFEST',
    junction: 61,
    spur: [
      [70.85, 23.4],
      [70.828, 23.459],
      [70.8, 23.509],
      [70.797, 23.519],
      [70.698, 23.592],
      [70.685, 23.573],
      [70.667, 23.628],
      [70.664, 23.655],
    ],
  },
  {
    name: 'KIRKENES',
    junction: 70,
    spur: [
      [69.882, 30.161],
      [69.863, 30.13],
      [69.797, 30.104],
      [69.737, 30.05],
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

/** A circular area of open water, used for fishing grounds and local traffic. */
export interface SeaArea {
  name: string;
  centre: LatLon;
  /** Radius, nautical miles. */
  radius: number;
}

export const FISHING_GROUNDS: readonly SeaArea[] = [
  { name: 'VESTFJORDEN', centre: [67.85, 14.034], radius: 8 },
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
      [58.925, 5.59],
      [58.928, 5.578],
      [58.928, 5.572],
      [58.928, 5.566],
      [58.94, 5.555],
      [58.943, 5.56],
      [58.958, 5.543],
      [58.949, 5.531],
      [58.949, 5.473],
      [58.943, 5.462],
      [58.935, 5.46],
      [58.899, 5.297],
    ],
  ],
  [
    'AAGOTNES',
    [
      [60.42, 5],
      [60.434, 5.026],
      [60.453, 5.033],
      [60.502, 4.993],
      [60.595, 4.856],
      [60.598, 4.862],
      [60.623, 4.86],
      [60.658, 4.835],
      [60.685, 4.811],
      [60.8, 4.55],
    ],
  ],
  [
    'MONGSTAD',
    [
      [60.81, 5.02],
      [60.827, 5.012],
      [60.842, 4.871],
      [60.836, 4.803],
      [60.833, 4.797],
      [60.83, 4.803],
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
      [66.015, 12.448],
      [66.021, 12.441],
      [66.027, 12.411],
      [66.009, 12.315],
      [66.012, 12.308],
      [66.012, 12.3],
      [66.017, 12.307],
      [66.02, 12.3],
      [66.015, 12.285],
      [66.012, 12.278],
      [66.012, 12.271],
      [66.012, 12.263],
      [66.012, 12.256],
      [66.015, 12.248],
      [66.018, 12.241],
      [66.018, 12.197],
      [66.027, 12.189],
      [66.048, 12.271],
      [66.048, 12.3],
      [66.042, 12.159],
      [66.09, 12.055],
      [66.09, 12.048],
      [66.09, 12.04],
      [66.087, 12.033],
      [66.099, 11.804],
    ],
  ],
  [
    'HAMMERFEST',
    [
      [70.665, 23.67],
      [70.667, 23.641],
      [70.685, 23.568],
      [70.7, 23.595],
      [70.807, 23.5],
      [70.819, 23.482],
      [70.849, 23.395],
      [71.05, 23],
    ],
  ],
];

/** Sheltered but open water where pleasure craft and rescue boats cruise. */
export const COASTAL_AREAS: readonly SeaArea[] = [
  { name: 'OSLOFJORD', centre: [59, 10.678], radius: 5 },
  { name: 'HVALER', centre: [58.9, 10.556], radius: 3 },
  { name: 'ARENDAL', centre: [58.2, 8.646], radius: 4 },
  { name: 'KRISTIANSAND', centre: [57.96, 7.911], radius: 3 },
  { name: 'BOKNAFJORD', centre: [58.95, 5.161], radius: 4 },
  { name: 'KORSFJORD', centre: [59.95, 4.799], radius: 2.5 },
  { name: 'HJELTEFJORD', centre: [60.45, 4.747], radius: 2 },
  { name: 'BREISUNDET', centre: [62.447, 5.662], radius: 2 },
  { name: 'TRONDHEIMSFJORD', centre: [63.492, 10.361], radius: 2.2 },
  { name: 'SALTFJORD', centre: [67.217, 14.107], radius: 1.8 },
  { name: 'TROMSOE', centre: [70.042, 19.642], radius: 1.1 },
];
