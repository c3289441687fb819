// How a feature of the drawing tool becomes one of our drawings: the points kept by the
// domain's rules (no repeats, at most the shared limit), a circle read back as its centre and
// edge point whatever ring the tool showed.
import { circleFromRing, drawingPoints, type Drawing, type LonLat } from '@havkart/domain';

/** The part of a drawing tool's feature we read. */
export interface ToolFeature {
  readonly geometry: { readonly type: string; readonly coordinates: unknown };
  readonly properties: Readonly<Record<string, unknown>>;
}

/** The tool's mode names for the three kinds of drawing. */
export const TOOL_MODES = { line: 'linestring', area: 'polygon', circle: 'circle' } as const;

const isPosition = (value: unknown): value is LonLat =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Number.isFinite(value[0]) &&
  Number.isFinite(value[1]);

function positions(value: unknown): LonLat[] {
  return Array.isArray(value)
    ? value.filter(isPosition).map((position): LonLat => [position[0], position[1]])
    : [];
}

function outerRing(coordinates: unknown): LonLat[] {
  return Array.isArray(coordinates) ? positions(coordinates[0]) : [];
}

/** Without the closing repeat, so an area's corners are each counted once. */
function openRing(ring: readonly LonLat[]): readonly LonLat[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]
    ? ring.slice(0, -1)
    : ring;
}

/** Our drawing for a feature of the tool; null for one of no kind we draw (its helper points). */
export function drawingOfToolFeature(feature: ToolFeature): Drawing | null {
  const { geometry } = feature;
  switch (feature.properties.mode) {
    case TOOL_MODES.line:
      return geometry.type === 'LineString'
        ? { kind: 'line', points: drawingPoints(positions(geometry.coordinates)) }
        : null;
    case TOOL_MODES.area:
      return geometry.type === 'Polygon'
        ? { kind: 'area', points: drawingPoints(openRing(outerRing(geometry.coordinates))) }
        : null;
    case TOOL_MODES.circle:
      return geometry.type === 'Polygon' ? circleFromRing(outerRing(geometry.coordinates)) : null;
    default:
      return null;
  }
}
