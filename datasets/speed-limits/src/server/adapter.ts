// Reads the upstream: Kystverket's speed-limit regulations as GeoJSON areas in the spec's
// property names (`id`, `speed` in knots, `validperiodfrom`/`validperiodto` as `dd.mm`,
// optional `name`). No public format is documented for it, so this is our own schema,
// unverified against a real service. An area without its id or polygon is skipped and counted.
import {
  keyedFeatures,
  numberProperty,
  textProperty,
  type KeyedFeatures,
} from '@havkart/datasets-core/server';
import { speedLimitProperties } from './area-properties.js';

export function readSpeedLimits(body: string): KeyedFeatures {
  return keyedFeatures(JSON.parse(body), {
    key: 'id',
    geometryTypes: ['Polygon', 'MultiPolygon'],
    properties: (p) =>
      speedLimitProperties({
        speed: numberProperty(p['speed']),
        validperiodfrom: textProperty(p['validperiodfrom']),
        validperiodto: textProperty(p['validperiodto']),
        name: textProperty(p['name']),
      }),
  });
}
