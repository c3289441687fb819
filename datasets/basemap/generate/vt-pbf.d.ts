// vt-pbf ships no types; only the one function the generator calls is declared.
declare module 'vt-pbf' {
  import type { LegacyFeature } from 'geojson-vt';
  export function fromGeojsonVt(
    layers: Record<string, { features: LegacyFeature[] }>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}
