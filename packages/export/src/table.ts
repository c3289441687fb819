// The one table CSV and Excel share, given a row at a time: a row per vertex, so a
// spreadsheet user can sort and filter positions, with the feature's name, properties and
// measures repeated on each row.
import { featureParts, propertyNames, type ExportDocument, type ExportValue } from './model.js';

/** The columns every table starts with, before the features' own properties. */
export const FIXED_COLUMNS = [
  'feature',
  'kind',
  'name',
  'part',
  'vertex',
  'latitude',
  'longitude',
  'time',
  'vertexName',
] as const;

/** A cell: text, number, boolean, a time (epoch ms, kept apart so each format writes its own), or empty. */
export type TableCell = ExportValue | { readonly time: number };

/** Property names that clash with a fixed column get a `property_` prefix. */
function propertyColumn(name: string): string {
  return (FIXED_COLUMNS as readonly string[]).includes(name) ? `property_${name}` : name;
}

/** The table's columns: the fixed ones, then every feature property in first-seen order. */
export function tableColumns(document: ExportDocument): string[] {
  return [...FIXED_COLUMNS, ...propertyNames(document.features).map(propertyColumn)];
}

/**
 * The document's rows one at a time, so a writer of a large table (Excel) never holds them
 * all: `feature` and `vertex` count from 1, `part` from 1 (rings of a polygon, parts of a
 * multi-line), times in UTC. Cells follow `tableColumns`.
 */
export function* tableRows(document: ExportDocument): Generator<TableCell[]> {
  const properties = propertyNames(document.features);
  let featureNumber = 0;
  for (const feature of document.features) {
    featureNumber += 1;
    const values = properties.map((name) => feature.properties[name] ?? null);
    let partNumber = 0;
    for (const part of featureParts(feature)) {
      partNumber += 1;
      let vertexNumber = 0;
      for (const p of part) {
        vertexNumber += 1;
        yield [
          featureNumber,
          feature.kind,
          feature.name,
          partNumber,
          vertexNumber,
          p.lat,
          p.lon,
          p.time === null ? null : { time: p.time },
          p.name ?? null,
          ...values,
        ];
      }
    }
  }
}

/** How many rows `tableRows` gives, counted without making them. */
export function tableRowCount(document: ExportDocument): number {
  let count = 0;
  for (const feature of document.features) {
    switch (feature.kind) {
      case 'point':
        count += 1;
        break;
      case 'line':
        for (const part of feature.parts) count += part.length;
        break;
      case 'polygon':
        for (const rings of feature.polygons) for (const ring of rings) count += ring.length;
        break;
      case 'circle':
        count += feature.ring.length;
        break;
      case 'route':
      case 'track':
        count += feature.points.length;
        break;
    }
  }
  return count;
}
