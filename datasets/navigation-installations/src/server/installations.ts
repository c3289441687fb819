// Our upstream schema read into what the map draws: one point per installation with the
// tile properties of spec 02 §3, `kind` as its route prefix (fxd, flt, lgt) and `shape`
// `mark`; and one arc line (`shape` `sector`) per light sector, keyed like its light, so the
// map draws sectors as plain coloured lines and a sector click opens its light.
import type { Feature, FeatureCollection, LineString, Point, Position } from 'geojson';
import { INSTALLATION_KINDS, type InstallationKind } from '../manifest.js';

/** Radius sector arcs are drawn at round their light, nautical miles (as on paper charts). */
export const SECTOR_ARC_RADIUS_NM = 2;

/** Largest angle between two arc vertices, degrees: smooth at every zoom we cut tiles for. */
const ARC_STEP_DEG = 5;

/**
 * A light sector: limits are bearings (degrees true) seen from seaward towards the light,
 * as the light list gives them; the sector runs clockwise from `from` to `to`.
 */
export interface LightSector {
  readonly from: number;
  readonly to: number;
  readonly lightcolour: number;
}

/** Properties of an installation in our upstream schema (see the dataset README). */
export interface InstallationProperties {
  readonly kind: InstallationKind;
  readonly globalid: string;
  readonly name?: string;
  readonly typeid?: number;
  readonly classification?: string;
  readonly floattype?: string;
  readonly lightcolour?: number;
  readonly lightclassification?: number;
  readonly isextinguished?: boolean;
  readonly lightglobalid?: string;
  readonly character?: string;
  readonly rangenm?: number;
  readonly sectors?: readonly LightSector[];
}

const KINDS = new Set<string>(Object.keys(INSTALLATION_KINDS));

/** Clockwise extent of a sector, degrees in (0, 360]; equal limits are a full circle. */
export function sectorExtent(from: number, to: number): number {
  const extent = (((to - from) % 360) + 360) % 360;
  return extent === 0 ? 360 : extent;
}

/** The point `distanceNm` from `centre` on `bearing` (degrees true); flat, fine for a few nm. */
export function offsetPosition(centre: Position, bearing: number, distanceNm: number): Position {
  const [lon, lat] = centre as [number, number];
  const rad = (bearing * Math.PI) / 180;
  const dLat = (distanceNm / 60) * Math.cos(rad);
  const dLon = ((distanceNm / 60) * Math.sin(rad)) / Math.cos((lat * Math.PI) / 180);
  return [round6(lon + dLon), round6(lat + dLat)];
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * The arc of a sector round its light. Limits are bearings from seaward, so the arc lies
 * on the opposite side of the light: a sector 090°–180° is drawn west to north of it.
 */
export function sectorArc(centre: Position, sector: LightSector, radiusNm: number): Position[] {
  const extent = sectorExtent(sector.from, sector.to);
  const steps = Math.max(2, Math.ceil(extent / ARC_STEP_DEG));
  const start = sector.from + 180;
  const arc: Position[] = [];
  for (let i = 0; i <= steps; i += 1) {
    arc.push(offsetPosition(centre, (start + (extent * i) / steps) % 360, radiusNm));
  }
  return arc;
}

function isPoint(feature: Feature): feature is Feature<Point> {
  return feature.geometry?.type === 'Point';
}

function sectorsOf(value: unknown): LightSector[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (s): s is LightSector =>
      typeof s === 'object' &&
      s !== null &&
      Number.isFinite((s as LightSector).from) &&
      Number.isFinite((s as LightSector).to) &&
      Number.isFinite((s as LightSector).lightcolour),
  );
}

/**
 * Tile features of a collection in our schema. Features that are not points, have an
 * unknown kind or no `globalid` are left out: they cannot be drawn or addressed.
 */
export function installationTileFeatures(collection: FeatureCollection): FeatureCollection {
  const features: Feature[] = [];
  for (const feature of collection.features) {
    if (!isPoint(feature)) continue;
    const p = (feature.properties ?? {}) as Partial<InstallationProperties>;
    if (typeof p.kind !== 'string' || !KINDS.has(p.kind)) continue;
    if (typeof p.globalid !== 'string' || p.globalid === '') continue;
    const kind = p.kind;
    const lightglobalid = kind === 'light' ? (p.lightglobalid ?? p.globalid) : p.lightglobalid;
    const { sectors: rawSectors, ...plain } = p;
    const properties: Record<string, unknown> = {
      ...plain,
      // The route prefix is the kind the web app matches a feature id against.
      kind: INSTALLATION_KINDS[kind],
      shape: 'mark',
      isextinguished: p.isextinguished === true,
      featureid: `${INSTALLATION_KINDS[kind]}${p.globalid}`,
    };
    if (lightglobalid !== undefined) properties['lightglobalid'] = lightglobalid;
    const sectors = kind === 'light' ? sectorsOf(rawSectors) : [];
    properties['sectorcount'] = sectors.length;
    features.push({ type: 'Feature', geometry: feature.geometry, properties });
    for (const sector of sectors) {
      const arc: LineString = {
        type: 'LineString',
        coordinates: sectorArc(feature.geometry.coordinates, sector, SECTOR_ARC_RADIUS_NM),
      };
      features.push({
        type: 'Feature',
        geometry: arc,
        properties: {
          kind: INSTALLATION_KINDS.light,
          shape: 'sector',
          featureid: `${INSTALLATION_KINDS.light}${lightglobalid}`,
          globalid: p.globalid,
          lightglobalid,
          name: p.name,
          lightcolour: sector.lightcolour,
          lightclassification: p.lightclassification,
          isextinguished: p.isextinguished === true,
          sectorfrom: sector.from,
          sectorto: sector.to,
        },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}
