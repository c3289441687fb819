// A finished drawing as a download (spec 01 §9): its geometry as the drawing rules keep it (an
// area closed, a circle as its 32-step ring) with its measures as attributes, written here in
// the browser by the chosen format's writer, loaded on first use.
import {
  circleRing,
  closedRing,
  measureArea,
  measureCircle,
  measureLine,
  type Drawing,
  type LonLat,
} from '@havkart/domain';
import {
  downloadFileName,
  type ExportDocument,
  type ExportFeature,
  type ExportFormat,
  type ExportPosition,
} from '@havkart/export';
import { saveFile } from '../downloads/save-file.js';

/** File name base of a drawing, dated by {@link downloadFileName}. */
export const DRAWING_FILE_BASE = 'drawing';

const position = ([lon, lat]: LonLat): ExportPosition => ({ lat, lon });

/** Metres to a tenth, as the measures are shown: no float noise in the attributes. */
const tenths = (metres: number) => Math.round(metres * 10) / 10;

/**
 * The drawing as one export feature, its measures under the property names the DBF table
 * knows (`lengthM`, `areaM2`, `radiusM`, `circumferenceM`); null for an area under 3 corners,
 * which stands for an empty polygon and has nothing to write.
 */
export function drawingFeature(drawing: Drawing, name: string): ExportFeature | null {
  switch (drawing.kind) {
    case 'line':
      return {
        kind: 'line',
        name,
        properties: { lengthM: tenths(measureLine(drawing.points).total) },
        parts: [drawing.points.map(position)],
      };
    case 'area': {
      const ring = closedRing(drawing.points);
      if (ring.length === 0) return null;
      const measures = measureArea(drawing.points);
      return {
        kind: 'polygon',
        name,
        properties: {
          areaM2: Math.round(measures.area),
          circumferenceM: tenths(measures.outline.total),
        },
        polygons: [[ring.map(position)]],
      };
    }
    case 'circle': {
      const measures = measureCircle(drawing);
      return {
        kind: 'circle',
        name,
        properties: {
          radiusM: tenths(measures.radius),
          circumferenceM: tenths(measures.circumference),
          areaM2: Math.round(measures.area),
        },
        centre: position(drawing.centre),
        radiusM: tenths(measures.radius),
        ring: circleRing(drawing).map(position),
      };
    }
  }
}

/** The drawing as a document of one feature; null when there is nothing to write. */
export function drawingDocument(drawing: Drawing, name: string): ExportDocument | null {
  const feature = drawingFeature(drawing, name);
  return feature ? { name, features: [feature] } : null;
}

/** Writes the drawing in `format` and saves it; returns the file name. */
export async function downloadDrawing(
  drawing: Drawing,
  name: string,
  format: ExportFormat,
  now: () => Date = () => new Date(),
): Promise<string> {
  const document = drawingDocument(drawing, name);
  if (!document) throw new Error('An area needs at least three corners to be written.');
  const write = await format.load();
  const bytes = await write(document);
  const fileName = downloadFileName(DRAWING_FILE_BASE, format, now());
  // A copy into a fresh ArrayBuffer: a Blob takes no view onto a shared buffer.
  saveFile(new Blob([bytes.slice()], { type: format.mimeType }), fileName);
  return fileName;
}
