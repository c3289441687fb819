// GPX 1.1 (R28.01): points as waypoints, routes as `rte` with passing times, tracks as `trk`
// with fix times. Lines, polygons and circles have no GPX type of their own; plotters read
// them best as tracks, one segment per part or ring.
import {
  isoTime,
  plainNumber,
  type ExportDocument,
  type ExportFeature,
  type ExportPosition,
  type ExportProperties,
  type TimedPosition,
} from './model.js';
import { joinChunks, textChunks } from './text-chunks.js';
import { escapeXml } from './xml.js';

const GPX_NAMESPACE = 'http://www.topografix.com/GPX/1/1';

/** Degrees with 7 decimals (about 1 cm), more than any plotter keeps. */
const coordinate = (value: number) => plainNumber(value, 7);

function position(tag: string, p: ExportPosition & Partial<TimedPosition>, indent: string) {
  const attributes = `lat="${coordinate(p.lat)}" lon="${coordinate(p.lon)}"`;
  // The schema fixes the order of a waypoint's children: time before name.
  const children = [
    p.time != null ? `<time>${isoTime(p.time)}</time>` : '',
    p.name ? `<name>${escapeXml(p.name)}</name>` : '',
  ].join('');
  return children
    ? `${indent}<${tag} ${attributes}>${children}</${tag}>`
    : `${indent}<${tag} ${attributes}/>`;
}

/** Properties and measures as `key: value` lines in the description, which plotters show. */
function description(properties: ExportProperties): string {
  const lines = Object.entries(properties)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${String(value)}`);
  return lines.length > 0 ? `<desc>${escapeXml(lines.join('\n'))}</desc>` : '';
}

function header(feature: ExportFeature): string {
  return `${feature.name ? `<name>${escapeXml(feature.name)}</name>` : ''}${description(feature.properties)}`;
}

function waypoint(feature: ExportFeature & { kind: 'point' }): string {
  const p = feature.position;
  const time = p.time != null ? `<time>${isoTime(p.time)}</time>` : '';
  return `  <wpt lat="${coordinate(p.lat)}" lon="${coordinate(p.lon)}">${time}${header(feature)}</wpt>`;
}

function route(feature: ExportFeature & { kind: 'route' }): string {
  const points = feature.points.map((p) => position('rtept', p, '    '));
  return [`  <rte>${header(feature)}`, ...points, '  </rte>'].join('\n');
}

function track(name: string, segments: readonly (readonly TimedPosition[])[]): string {
  // Built with a loop: spreading a long track into push() can pass more arguments than a
  // call takes.
  const lines = [`  <trk>${name}`];
  for (const segment of segments) {
    lines.push('    <trkseg>');
    for (const p of segment) lines.push(position('trkpt', p, '      '));
    lines.push('    </trkseg>');
  }
  lines.push('  </trk>');
  return lines.join('\n');
}

const untimed = (positions: readonly ExportPosition[]): TimedPosition[] =>
  positions.map((p) => ({ lat: p.lat, lon: p.lon, time: null }));

function trackOf(feature: ExportFeature): string | null {
  switch (feature.kind) {
    case 'track':
      return track(header(feature), [feature.points]);
    case 'line':
      return track(header(feature), feature.parts.map(untimed));
    case 'polygon':
      return track(header(feature), feature.polygons.flat().map(untimed));
    case 'circle':
      return track(header(feature), [untimed(feature.ring)]);
    default:
      return null;
  }
}

/** The document as GPX 1.1, UTF-8. Waypoints, routes and tracks in the order the schema asks. */
export function writeGpx(document: ExportDocument): Uint8Array {
  return joinChunks(gpxChunks(document));
}

/** The same file in chunks, for a server sending a large dataset while it is written. */
export function gpxChunks(document: ExportDocument): Iterable<Uint8Array> {
  return textChunks(gpxLines(document));
}

function* gpxLines(document: ExportDocument): Iterable<string> {
  const features = document.features;
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<gpx version="1.1" creator="Havkart" xmlns="${GPX_NAMESPACE}">\n`;
  yield `  <metadata><name>${escapeXml(document.name)}</name></metadata>\n`;
  for (const f of features) if (f.kind === 'point') yield `${waypoint(f)}\n`;
  for (const f of features) if (f.kind === 'route') yield `${route(f)}\n`;
  for (const f of features) {
    const written = trackOf(f);
    if (written !== null) yield `${written}\n`;
  }
  yield '</gpx>\n';
}
