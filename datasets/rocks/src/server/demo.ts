// Demo rocks served while no upstream is configured: made-up rocks in the approaches to
// Bergen and Ålesund, one of each kind and both sides of the obstruction bounds. Invented
// positions and values, not from any chart: never for navigation.
import type { Feature, FeatureCollection } from 'geojson';
import { rockProperties, type RockInput } from './rock-properties.js';

type DemoRock = RockInput & { readonly id: string; readonly at: [number, number] };

const ROCKS: readonly DemoRock[] = [
  {
    id: 'demo-r1',
    at: [5.02, 60.21],
    waterLevelEffect: 3,
    acronym: 'LNDELV',
    sounding: 2.5,
    elevation: -2.5,
    name: 'Kvitebåen',
  },
  {
    id: 'demo-r2',
    at: [5.04, 60.215],
    waterLevelEffect: 5,
    acronym: 'LNDELV',
    sounding: 0,
    elevation: 0.4,
    name: 'Flatskjeret',
  },
  {
    id: 'demo-r3',
    at: [5.06, 60.205],
    waterLevelEffect: 4,
    acronym: 'LNDELV',
    sounding: 0,
    elevation: 2.8,
    name: 'Storskjeret',
  },
  {
    id: 'demo-r4',
    at: [5.03, 60.2],
    waterLevelEffect: 2,
    acronym: 'LNDARE',
    sounding: 0,
    elevation: 6,
    name: 'Langholmen',
  },
  {
    id: 'demo-r5',
    at: [5.05, 60.225],
    waterLevelEffect: 3,
    acronym: 'LNDELV',
    sounding: 12,
    elevation: -12,
    name: null,
  },
  {
    id: 'demo-r6',
    at: [5.045, 60.195],
    waterLevelEffect: 4,
    acronym: 'LNDELV',
    sounding: 0,
    elevation: 3.5,
    name: 'Høgskjeret',
  },
  {
    id: 'demo-r7',
    at: [5.1, 60.16],
    waterLevelEffect: 3,
    acronym: 'LNDELV',
    sounding: 6,
    elevation: -6,
    name: 'Mjåbåen',
  },
  {
    id: 'demo-r8',
    at: [5.94, 62.53],
    waterLevelEffect: 5,
    acronym: 'LNDELV',
    sounding: 0,
    elevation: 0.2,
    name: 'Bråtbåen',
  },
  {
    id: 'demo-r9',
    at: [5.96, 62.535],
    waterLevelEffect: 3,
    acronym: 'LNDELV',
    sounding: 4,
    elevation: -4,
    name: null,
  },
  {
    id: 'demo-r10',
    at: [5.98, 62.525],
    waterLevelEffect: 2,
    acronym: 'LNDARE',
    sounding: 0,
    elevation: 9,
    name: 'Grasholmen',
  },
];

/** The demo collection, already read into what the map draws. */
export function demoRocks(): FeatureCollection {
  const features: Feature[] = ROCKS.map(({ id, at, ...rock }) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: at },
    properties: { id, ...rockProperties(rock) },
  }));
  return { type: 'FeatureCollection', features };
}
