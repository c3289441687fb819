// Reads Sodir's FactMaps layer "Facilities, in place" queried with `f=geojson` (all pages
// joined by the ArcGIS paging fetch): `fclNpdidFacility` → `idfacility`, `fclKind` →
// `facilitykind`, `fclName` → `name`. Only surface facilities fixed in place are kept
// (`fclSurface` Y, `fclFixedOrMoveable` FIXED, where the layer carries them); attribute names
// as FactMaps documents them, unverified against a captured page. A feature without its id
// or point is skipped and counted.
import { keyedFeatures, textProperty, type KeyedFeatures } from '@havkart/datasets-core/server';
import { facilityIcon } from '../facility-icon.js';

/** Whether a FactMaps attribute allows the feature: absent, or the value asked for. */
const allows = (value: unknown, wanted: string) =>
  value === undefined || value === null || String(value).toUpperCase() === wanted;

export function readFacilities(body: string): KeyedFeatures {
  return keyedFeatures(JSON.parse(body), {
    key: 'idfacility',
    upstreamKey: 'fclNpdidFacility',
    geometryTypes: ['Point'],
    properties: (p) => {
      if (!allows(p['fclSurface'], 'Y') || !allows(p['fclFixedOrMoveable'], 'FIXED')) return null;
      const facilitykind = textProperty(p['fclKind']);
      return { facilitykind, name: textProperty(p['fclName']), icon: facilityIcon(facilitykind) };
    },
  });
}
