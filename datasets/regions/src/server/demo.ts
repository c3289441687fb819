// Demo data of the region datasets, served while no upstream is configured. Rough shapes
// drawn by hand round real places (boxes, circles, a few lines offshore): they show how each
// dataset looks and are not the official districts, areas or limits. Never for navigation.
import type { Feature, FeatureCollection, Geometry, Polygon, Position } from 'geojson';
import {
  FIRING_RANGE_ID,
  MARITIME_BOUNDARIES_ID,
  POLICE_DISTRICTS_ID,
  PROTECTED_AREAS_ID,
  VHF_COVERAGE_ID,
  VTS_AREAS_ID,
} from '../manifest.js';
import { firingRangeColour } from '../firing-range.js';

/** A box from west, south, east, north. */
function box(w: number, s: number, e: number, n: number): Polygon {
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

/** A circle of `radiusKm` round a centre, 32 sides, flat (fine for tens of kilometres). */
function circle(lon: number, lat: number, radiusKm: number): Polygon {
  const ring: Position[] = [];
  const k = Math.cos((lat * Math.PI) / 180);
  for (let i = 0; i <= 32; i += 1) {
    const a = (i / 32) * 2 * Math.PI;
    ring.push([
      lon + (radiusKm / 111.32) * (Math.cos(a) / k),
      lat + (radiusKm / 111.32) * Math.sin(a),
    ]);
  }
  return { type: 'Polygon', coordinates: [ring] };
}

function collection(items: readonly [Geometry, Record<string, unknown>][]): FeatureCollection {
  const features: Feature[] = items.map(([geometry, properties]) => ({
    type: 'Feature',
    geometry,
    properties,
  }));
  return { type: 'FeatureCollection', features };
}

const DEMO: Readonly<Record<string, () => FeatureCollection>> = {
  [POLICE_DISTRICTS_ID]: () =>
    collection([
      [box(4.5, 59.6, 7.5, 61.5), { number: 'demo-7', name: 'Vest' }],
      [box(9.5, 59.5, 11.5, 60.3), { number: 'demo-1', name: 'Oslo' }],
      [box(15.5, 68.5, 21.5, 70.5), { number: 'demo-11', name: 'Troms' }],
    ]),
  [PROTECTED_AREAS_ID]: () =>
    collection([
      [
        box(5.0, 60.6, 5.2, 60.7),
        { id: 'demo-VV00001', name: 'Fedjeosen', protection: 'Naturreservat' },
      ],
      [
        box(10.95, 59.0, 11.2, 59.15),
        { id: 'demo-VV00002', name: 'Ytre Hvaler', protection: 'Nasjonalpark' },
      ],
      [
        box(12.0, 67.0, 12.5, 67.3),
        { id: 'demo-VV00003', name: 'Sklinna', protection: 'Landskapsvernområde' },
      ],
    ]),
  [VTS_AREAS_ID]: () =>
    collection([
      [box(4.6, 60.45, 5.2, 60.95), { id: 'demo-fedje', name: 'Fedje VTS' }],
      [box(10.3, 59.0, 10.8, 59.7), { id: 'demo-horten', name: 'Horten VTS' }],
      [box(5.3, 59.0, 5.9, 59.3), { id: 'demo-kvitsoy', name: 'Kvitsøy VTS' }],
    ]),
  [VHF_COVERAGE_ID]: () =>
    collection([
      [circle(5.05, 60.2, 45), { id: 'demo-vhf-1', station: 'Bergen', channel: 16 }],
      [circle(10.4, 63.45, 40), { id: 'demo-vhf-2', station: 'Trondheim', channel: 16 }],
      [circle(18.95, 69.65, 45), { id: 'demo-vhf-3', station: 'Tromsø', channel: 16 }],
    ]),
  [MARITIME_BOUNDARIES_ID]: () =>
    collection([
      [
        {
          type: 'LineString',
          coordinates: [
            [4.3, 59.5],
            [4.35, 60.5],
            [4.4, 61.3],
            [4.6, 62.0],
          ],
        },
        { kurveid: 'demo-1', navn: 'Territorialgrense' },
      ],
      [
        {
          type: 'LineString',
          coordinates: [
            [4.55, 59.5],
            [4.6, 60.5],
            [4.65, 61.3],
            [4.85, 62.0],
          ],
        },
        { kurveid: 'demo-2', navn: 'Tilstøtende sone' },
      ],
      [
        {
          type: 'LineString',
          coordinates: [
            [11.0, 70.5],
            [14.0, 71.5],
            [18.0, 72.0],
            [24.0, 72.3],
          ],
        },
        { kurveid: 'demo-3', navn: 'Territorialgrense' },
      ],
    ]),
  [FIRING_RANGE_ID]: () =>
    collection(
      (
        [
          [box(5.1, 60.05, 5.25, 60.12), 'Grønn'],
          [box(10.55, 59.3, 10.7, 59.38), 'Gul'],
          [box(15.8, 68.9, 16.1, 69.05), 'Rød'],
        ] as const
      ).map(([geometry, farge]) => [geometry, { farge, colour: firingRangeColour(farge) }]),
    ),
};

export function demoRegions(datasetId: string): FeatureCollection {
  const demo = DEMO[datasetId];
  if (!demo) throw new Error(`No demo data for ${datasetId}`);
  return demo();
}
