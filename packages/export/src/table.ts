// The one table CSV and Excel share: a row per vertex, so a spreadsheet user can sort and
// filter positions, with the feature's name, properties and measures repeated on each row.
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

export interface ExportTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly TableCell[])[];
}

/** Property names that clash with a fixed column get a `property_` prefix. */
function propertyColumn(name: string): string {
  return (FIXED_COLUMNS as readonly string[]).includes(name) ? `property_${name}` : name;
}

/**
 * The document as rows: `feature` and `vertex` count from 1, `part` from 1 (rings of a
 * polygon, parts of a multi-line), times in UTC.
 */
export function exportTable(document: ExportDocument): ExportTable {
  const properties = propertyNames(document.features);
  const rows: TableCell[][] = [];
  document.features.forEach((feature, featureIndex) => {
    featureParts(feature).forEach((part, partIndex) => {
      part.forEach((p, vertexIndex) => {
        rows.push([
          featureIndex + 1,
          feature.kind,
          feature.name,
          partIndex + 1,
          vertexIndex + 1,
          p.lat,
          p.lon,
          p.time === null ? null : { time: p.time },
          p.name ?? null,
          ...properties.map((name) => feature.properties[name] ?? null),
        ]);
      });
    });
  });
  return { columns: [...FIXED_COLUMNS, ...properties.map(propertyColumn)], rows };
}
