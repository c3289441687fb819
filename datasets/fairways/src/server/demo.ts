// Demo fairways served while no upstream is configured: a few well-known stretches of the
// Norwegian leads drawn as corridors along rough centre lines. Positions are approximate and
// the corridors are not the official fairway areas: never for navigation.
import type { Feature, FeatureCollection, Position } from 'geojson';
import type { FairwayType } from '../manifest.js';
import { corridor } from './fairways.js';

interface DemoFairway {
  readonly id: string;
  readonly placename: string;
  readonly fairwaytype: FairwayType;
  readonly line: readonly Position[];
}

const STRETCHES: readonly DemoFairway[] = [
  {
    id: 'demo-karmsundet',
    placename: 'Karmsundet',
    fairwaytype: 'Hovedled',
    line: [
      [5.305, 59.22],
      [5.3, 59.3],
      [5.285, 59.36],
      [5.27, 59.41],
      [5.255, 59.45],
    ],
  },
  {
    id: 'demo-hjeltefjorden',
    placename: 'Hjeltefjorden',
    fairwaytype: 'Hovedled',
    line: [
      [5.02, 60.33],
      [4.98, 60.42],
      [4.95, 60.5],
      [4.92, 60.58],
    ],
  },
  {
    id: 'demo-korsfjorden',
    placename: 'Korsfjorden',
    fairwaytype: 'Hovedled',
    line: [
      [5.0, 60.145],
      [5.08, 60.16],
      [5.16, 60.17],
      [5.22, 60.18],
    ],
  },
  {
    id: 'demo-byfjorden',
    placename: 'Byfjorden',
    fairwaytype: 'Biled',
    line: [
      [5.3, 60.405],
      [5.26, 60.42],
      [5.22, 60.44],
      [5.18, 60.46],
    ],
  },
  {
    id: 'demo-brønnøysund',
    placename: 'Brønnøysundet',
    fairwaytype: 'Hovedled',
    line: [
      [12.19, 65.43],
      [12.2, 65.47],
      [12.2, 65.51],
      [12.19, 65.55],
    ],
  },
  {
    id: 'demo-raftsundet',
    placename: 'Raftsundet',
    fairwaytype: 'Biled',
    line: [
      [14.6, 68.38],
      [14.66, 68.43],
      [14.72, 68.48],
      [14.76, 68.53],
    ],
  },
];

/** Half widths of the demo corridors, metres: main leads wider than secondary ones. */
const HALF_WIDTH_M: Record<FairwayType, number> = { Hovedled: 400, Biled: 200 };

/** The demo collection in our upstream schema. */
export function demoFairways(): FeatureCollection {
  const features: Feature[] = STRETCHES.map((stretch) => ({
    type: 'Feature',
    geometry: corridor(stretch.line, HALF_WIDTH_M[stretch.fairwaytype]),
    properties: { id: stretch.id, fairwaytype: stretch.fairwaytype, placename: stretch.placename },
  }));
  return { type: 'FeatureCollection', features };
}
