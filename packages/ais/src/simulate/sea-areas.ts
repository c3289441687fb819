/** Open water where vessels wander rather than follow a route: fishing and coastal cruising. */
import type { LatLon } from './geo.js';

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
  // The Norwegian trench off Jæren, between the coastal fairway and the offshore lane.
  { name: 'NORSKERENNA', centre: [58.0, 5.4], radius: 12 },
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
  { name: 'BREISUNDET', centre: [62.444, 5.68], radius: 1.8 },
  { name: 'TRONDHEIMSFJORD', centre: [63.492, 10.361], radius: 2.2 },
  { name: 'SALTFJORD', centre: [67.217, 14.107], radius: 1.8 },
  { name: 'TROMSOE', centre: [70.042, 19.642], radius: 1.1 },
];
