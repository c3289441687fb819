// The two downloads of the web app: a dataset's features from the server, and the shown
// vessel track written here with the format's writer, loaded on first use.
import type { TrackPoint } from '@havkart/dataset-ais/client';
import { downloadFileName, type ExportFormat } from '@havkart/export';
import { apiClient } from '../../api/client.js';
import { useDatasetSettings } from '../../datasets/settings.store.js';
import { dispositionFileName, trackDocument, trackFileBase } from './download-rules.js';
import { saveFile } from './save-file.js';

/**
 * Fetches a dataset's file in `format` with the user's token (some datasets need a role),
 * saves it under the name the server gives, and keeps the format and the time in the
 * dataset's setting (spec 01 §3: `format`, `lastDownloaded`).
 */
export async function downloadDataset(
  datasetId: string,
  format: ExportFormat,
  language: string,
  now: () => Date = () => new Date(),
): Promise<string> {
  const { blob, headers } = await apiClient.file(
    `/bwapi/v1/datasets/${encodeURIComponent(datasetId)}/download`,
    { query: { format: format.id, lang: language } },
  );
  const at = now();
  const fileName =
    dispositionFileName(headers.get('content-disposition')) ??
    downloadFileName(datasetId, format, at);
  saveFile(new Blob([blob], { type: format.mimeType }), fileName);
  useDatasetSettings
    .getState()
    .updateDataset(datasetId, { format: format.id, lastDownloaded: at.toISOString() });
  return fileName;
}

/** Writes a vessel's shown track in `format` here in the browser and saves it. */
export async function downloadTrack(
  mmsi: number,
  points: readonly TrackPoint[],
  format: ExportFormat,
  title: string,
  now: () => Date = () => new Date(),
): Promise<string> {
  const write = await format.load();
  const bytes = await write(trackDocument(mmsi, points, title));
  const fileName = downloadFileName(trackFileBase(mmsi), format, now());
  // A copy into a fresh ArrayBuffer: a Blob takes no view onto a shared buffer.
  saveFile(new Blob([bytes.slice()], { type: format.mimeType }), fileName);
  return fileName;
}
