// Reads the upstream: S-57-style chart features as GeoJSON points in the spec's property
// names (`id`, `water_level_effect`, `acronym`, `sounding`, `elevation`, optional `name`).
// No public format is documented for it, so this is our own schema, unverified against a
// real service. A feature without its id or point geometry is skipped and counted.
import {
  keyedFeatures,
  numberProperty,
  textProperty,
  type KeyedFeatures,
} from '@havkart/datasets-core/server';
import { ROCK_ACRONYMS } from '../rocks.js';
import { rockProperties } from './rock-properties.js';

const ACRONYMS = new Set<string>(ROCK_ACRONYMS);

/** The rocks of an upstream body; throws on anything but a GeoJSON FeatureCollection. */
export function readRocks(body: string): KeyedFeatures {
  return keyedFeatures(JSON.parse(body), {
    key: 'id',
    geometryTypes: ['Point'],
    properties: (p) => {
      const acronym = textProperty(p['acronym']);
      return rockProperties({
        waterLevelEffect: numberProperty(p['water_level_effect']),
        acronym: acronym && ACRONYMS.has(acronym) ? acronym : null,
        sounding: numberProperty(p['sounding']),
        elevation: numberProperty(p['elevation']),
        name: textProperty(p['name']),
      });
    },
  });
}
