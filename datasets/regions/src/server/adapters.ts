// Reads each region dataset's upstream into what the map draws. None of these upstreams
// documents a public format we could check, so each reads GeoJSON in the spec's property
// names (our own schema, unverified), except protected areas, which read Miljødirektoratet's
// Naturbase names (`naturvernId`, `navn`, `verneform`; unverified). A feature without its key
// or geometry is skipped and counted.
import {
  keyedFeatures,
  textProperty,
  type KeyedFeatureOptions,
  type KeyedFeatures,
} from '@havkart/datasets-core/server';
import type { Geometry } from 'geojson';
import {
  FIRING_RANGE_ID,
  MARITIME_BOUNDARIES_ID,
  POLICE_DISTRICTS_ID,
  PROTECTED_AREAS_ID,
  VHF_COVERAGE_ID,
  VTS_AREAS_ID,
} from '../manifest.js';
import { firingRangeColour } from '../firing-range.js';

const AREAS: readonly Geometry['type'][] = ['Polygon', 'MultiPolygon'];
const LINES: readonly Geometry['type'][] = ['LineString', 'MultiLineString'];

/** Scalar properties as they came, for VHF coverage, whose spec keeps "id and properties". */
function scalarProperties(p: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(p).filter(
      ([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
    ),
  );
}

export const REGION_READERS: Readonly<Record<string, KeyedFeatureOptions>> = {
  [POLICE_DISTRICTS_ID]: {
    key: 'number',
    geometryTypes: AREAS,
    properties: (p) => ({ name: textProperty(p['name']) }),
  },
  [PROTECTED_AREAS_ID]: {
    key: 'id',
    upstreamKey: 'naturvernId',
    geometryTypes: AREAS,
    properties: (p) => ({
      name: textProperty(p['navn']),
      protection: textProperty(p['verneform']),
    }),
  },
  [VTS_AREAS_ID]: {
    key: 'id',
    geometryTypes: AREAS,
    properties: (p) => ({ name: textProperty(p['name']) }),
  },
  [VHF_COVERAGE_ID]: {
    key: 'id',
    geometryTypes: AREAS,
    properties: scalarProperties,
  },
  [MARITIME_BOUNDARIES_ID]: {
    key: 'kurveid',
    geometryTypes: LINES,
    properties: (p) => ({ navn: textProperty(p['navn']) }),
  },
  [FIRING_RANGE_ID]: {
    key: null,
    geometryTypes: AREAS,
    properties: (p) => {
      const farge = textProperty(p['farge']);
      return { farge, colour: firingRangeColour(farge) };
    },
  },
};

/** Reads one dataset's upstream body; throws on anything but a GeoJSON FeatureCollection. */
export function readRegions(datasetId: string, body: string): KeyedFeatures {
  const reader = REGION_READERS[datasetId];
  if (!reader) throw new Error(`No reader for ${datasetId}`);
  return keyedFeatures(JSON.parse(body), reader);
}
