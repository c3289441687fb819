// Every download format, with what the browser and the server need to offer it. Each writer
// is behind a dynamic import, so the web app loads a format's code (the shapefile writer,
// fflate) only when someone first downloads in it.
import type { ExportDocument } from './model.js';
import type { RawDeflaterFactory } from './zip-entry.js';

export type ExportWriter = (document: ExportDocument) => Uint8Array | Promise<Uint8Array>;

export interface ChunkWriterOptions {
  /** Compresses zip entries; the server passes Node's zlib (`@havkart/export/node`). */
  readonly deflater?: RawDeflaterFactory;
}

/** Writes the file as a sequence of chunks, so a server can send it while it is written. */
export type ExportChunkWriter = (
  document: ExportDocument,
  options?: ChunkWriterOptions,
) => Iterable<Uint8Array>;

export interface ExportFormat {
  /** Id in URLs (`?format=`) and in the dataset setting's `format`. */
  readonly id: string;
  /** Menu label; the same in every language (format names). */
  readonly label: string;
  /** File name extension, without the dot. */
  readonly extension: string;
  readonly mimeType: string;
  /**
   * Whether it is offered for download. A format is offered once its output has been checked
   * against a file from the real program; until then it is built but kept out of menus.
   */
  readonly offered: boolean;
  /** Loads the writer (its own chunk in the web app). */
  readonly load: () => Promise<ExportWriter>;
  /** Loads a writer giving the file in chunks, for formats whose files grow large. */
  readonly loadChunks?: () => Promise<ExportChunkWriter>;
}

export const EXPORT_FORMATS = [
  {
    id: 'gpx',
    label: 'GPX',
    extension: 'gpx',
    mimeType: 'application/gpx+xml',
    offered: true,
    load: async () => (await import('./gpx.js')).writeGpx,
    loadChunks: async () => (await import('./gpx.js')).gpxChunks,
  },
  {
    id: 'geojson',
    label: 'GeoJSON',
    extension: 'geojson',
    mimeType: 'application/geo+json',
    offered: true,
    load: async () => (await import('./geojson.js')).writeGeoJson,
    loadChunks: async () => (await import('./geojson.js')).geoJsonChunks,
  },
  {
    id: 'shape',
    label: 'Shape',
    extension: 'zip',
    mimeType: 'application/zip',
    offered: true,
    load: async () => (await import('./shape.js')).writeShape,
  },
  {
    id: 'xlsx',
    label: 'Excel',
    extension: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    offered: true,
    load: async () => (await import('./xlsx.js')).writeXlsx,
    loadChunks: async () => (await import('./xlsx.js')).xlsxChunks,
  },
  {
    id: 'csv',
    label: 'CSV',
    extension: 'csv',
    mimeType: 'text/csv; charset=utf-8',
    offered: true,
    load: async () => (await import('./csv.js')).writeCsv,
    loadChunks: async () => (await import('./csv.js')).csvChunks,
  },
  {
    // Built from the layout public readers of Olex files agree on; not offered until it has
    // been compared with a file Olex exported (see the package README).
    id: 'olex',
    label: 'Olex',
    extension: 'gz',
    mimeType: 'application/gzip',
    offered: false,
    load: async () => (await import('./olex.js')).writeOlex,
  },
] as const satisfies readonly ExportFormat[];

export type ExportFormatId = (typeof EXPORT_FORMATS)[number]['id'];

/** Ids of the formats offered for download, in menu order. */
export const OFFERED_FORMAT_IDS: readonly ExportFormatId[] = EXPORT_FORMATS.filter(
  (format) => format.offered,
).map((format) => format.id);

/** The format with this id, or undefined. */
export function exportFormat(id: string): ExportFormat | undefined {
  return EXPORT_FORMATS.find((format) => format.id === id);
}

/** `{base}-{YYYY-MM-DD}.{ext}`, the date in UTC: the name a download is saved under. */
export function downloadFileName(base: string, format: ExportFormat, at: Date): string {
  return `${base}-${at.toISOString().slice(0, 10)}.${format.extension}`;
}
