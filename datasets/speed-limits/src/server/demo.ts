// Demo speed-limit areas served while no upstream is configured: boxes in a few harbours and
// sounds with made-up limits, covering each colour class and a summer-only period. Invented,
// not Kystverket's regulations: never for navigation.
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import { speedLimitProperties, type SpeedLimitInput } from './area-properties.js';

type DemoArea = SpeedLimitInput & {
  readonly id: string;
  /** West, south, east, north. */
  readonly box: readonly [number, number, number, number];
};

const FULL = { validperiodfrom: '01.01', validperiodto: '31.12' } as const;
const SUMMER = { validperiodfrom: '01.05', validperiodto: '30.09' } as const;

const COMMERCIAL: readonly DemoArea[] = [
  { id: 'demo-c1', box: [5.3, 60.392, 5.325, 60.4], speed: 5, ...FULL, name: 'Vågen' },
  { id: 'demo-c2', box: [5.27, 60.38, 5.3, 60.395], speed: 8, ...FULL, name: 'Puddefjorden' },
  { id: 'demo-c3', box: [10.68, 59.88, 10.74, 59.905], speed: 8, ...FULL, name: 'Bjørvika' },
  { id: 'demo-c4', box: [5.24, 59.25, 5.31, 59.33], speed: 12, ...FULL, name: 'Karmsundet' },
];

const RECREATIONAL: readonly DemoArea[] = [
  { id: 'demo-f1', box: [5.3, 60.392, 5.325, 60.4], speed: 5, ...FULL, name: 'Vågen' },
  { id: 'demo-f2', box: [5.2, 60.35, 5.26, 60.375], speed: 20, ...SUMMER, name: 'Grimstadfjorden' },
  { id: 'demo-f3', box: [10.6, 59.85, 10.68, 59.88], speed: 5, ...SUMMER, name: 'Bunnefjorden' },
  { id: 'demo-f4', box: [5.05, 60.15, 5.2, 60.2], speed: 35, ...FULL, name: 'Korsfjorden' },
];

function box([w, s, e, n]: DemoArea['box']): Polygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  };
}

function collection(areas: readonly DemoArea[]): FeatureCollection {
  const features: Feature[] = areas.map(({ id, box: b, ...area }) => ({
    type: 'Feature',
    geometry: box(b),
    properties: { id, ...speedLimitProperties(area) },
  }));
  return { type: 'FeatureCollection', features };
}

export const demoCommercialSpeedLimits = () => collection(COMMERCIAL);
export const demoRecreationalSpeedLimits = () => collection(RECREATIONAL);
