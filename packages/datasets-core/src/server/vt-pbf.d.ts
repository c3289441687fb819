// vt-pbf ships no types; only the function the tiler calls is declared.
declare module 'vt-pbf' {
  import type { LegacyFeature } from 'geojson-vt';
  export function fromGeojsonVt(
    layers: Record<string, { features: LegacyFeature[] }>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}
