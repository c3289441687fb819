// GeoJSON (RFC 7946; R28.02): WGS 84 longitude, latitude with 6 decimals (about 0.1 m),
// exterior rings counter-clockwise, measures and times as properties.
import {
  isoTime,
  type ExportDocument,
  type ExportFeature,
  type ExportPosition,
  type ExportValue,
  type TimedPosition,
} from './model.js';
import { orientRing } from './rings.js';
import { joinChunks, textChunks } from './text-chunks.js';

type Coordinate = [number, number];

/** RFC 7946 §11.2: 6 decimals is about 10 cm, enough for anything drawn on a chart. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const coordinate = (p: ExportPosition): Coordinate => [round6(p.lon), round6(p.lat)];
const line = (positions: readonly ExportPosition[]) => positions.map(coordinate);

function polygon(rings: readonly (readonly ExportPosition[])[]): Coordinate[][] {
  return rings.map((ring, index) => line(orientRing(ring, index === 0 ? 'ccw' : 'cw')));
}

function times(points: readonly TimedPosition[]): (string | null)[] {
  return points.map((p) => (p.time === null ? null : isoTime(p.time)));
}

function geometry(feature: ExportFeature): object {
  switch (feature.kind) {
    case 'point':
      return { type: 'Point', coordinates: coordinate(feature.position) };
    case 'line':
      return feature.parts.length === 1
        ? { type: 'LineString', coordinates: line(feature.parts[0]!) }
        : { type: 'MultiLineString', coordinates: feature.parts.map(line) };
    case 'polygon':
      return feature.polygons.length === 1
        ? { type: 'Polygon', coordinates: polygon(feature.polygons[0]!) }
        : { type: 'MultiPolygon', coordinates: feature.polygons.map(polygon) };
    case 'circle':
      return { type: 'Polygon', coordinates: polygon([feature.ring]) };
    case 'route':
    case 'track':
      return { type: 'LineString', coordinates: line(feature.points) };
  }
}

/** What a feature's kind adds to its own properties: times, a circle's centre and radius. */
function kindProperties(feature: ExportFeature): Record<string, ExportValue | ExportValue[]> {
  switch (feature.kind) {
    case 'point':
      return feature.position.time === null ? {} : { time: isoTime(feature.position.time) };
    case 'circle':
      return {
        radiusM: feature.radiusM,
        centreLat: round6(feature.centre.lat),
        centreLon: round6(feature.centre.lon),
      };
    case 'route':
    case 'track':
      return { times: times(feature.points) };
    default:
      return {};
  }
}

/** The document as a GeoJSON FeatureCollection, UTF-8. */
export function writeGeoJson(document: ExportDocument): Uint8Array {
  return joinChunks(geoJsonChunks(document));
}

/** The same file in chunks, for a server sending a large dataset while it is written. */
export function geoJsonChunks(document: ExportDocument): Iterable<Uint8Array> {
  return textChunks(geoJsonPieces(document));
}

/** The collection's JSON, a feature at a time: what one `JSON.stringify` of it would write. */
function* geoJsonPieces(document: ExportDocument): Iterable<string> {
  const opening = JSON.stringify({ type: 'FeatureCollection', name: document.name, features: [] });
  yield opening.slice(0, -2);
  let first = true;
  for (const feature of document.features) {
    const written = JSON.stringify({
      type: 'Feature',
      properties: {
        name: feature.name,
        kind: feature.kind,
        ...feature.properties,
        ...kindProperties(feature),
      },
      geometry: geometry(feature),
    });
    yield first ? written : `,${written}`;
    first = false;
  }
  yield ']}';
}
