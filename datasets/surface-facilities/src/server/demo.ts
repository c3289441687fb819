// Demo surface facilities: a few well-known installations at rough positions, and two of the
// Hywind Tampen turbines. Approximate, labelled demo data: never for navigation.
import type { Feature, FeatureCollection } from 'geojson';
import { facilityIcon } from '../facility-icon.js';

const FACILITIES: readonly [string, string, string, number, number][] = [
  ['demo-1', 'TROLL A', 'CONDEEP 4 SHAFTS', 3.726, 60.646],
  ['demo-2', 'GULLFAKS A', 'CONDEEP 4 SHAFTS', 2.19, 61.175],
  ['demo-3', 'SNORRE A', 'TLP STEEL', 2.14, 61.45],
  ['demo-4', 'OSEBERG A', 'CONDEEP 3 SHAFTS', 2.82, 60.49],
  ['demo-5', 'HYWIND TAMPEN 1', 'OFFSHORE WIND TURBINE', 2.26, 61.33],
  ['demo-6', 'HYWIND TAMPEN 2', 'OFFSHORE WIND TURBINE', 2.29, 61.34],
];

export function demoFacilities(): FeatureCollection {
  const features: Feature[] = FACILITIES.map(([idfacility, name, facilitykind, lon, lat]) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: { idfacility, name, facilitykind, icon: facilityIcon(facilitykind) },
  }));
  return { type: 'FeatureCollection', features };
}
