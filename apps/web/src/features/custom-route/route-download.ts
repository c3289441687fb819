// The route as a download (spec 01 §9): one route feature, its points with their passing
// times, written here in the browser by the chosen format's writer, loaded on first use.
import type { RoutePlan } from '@havkart/domain';
import { downloadFileName, type ExportDocument, type ExportFormat } from '@havkart/export';
import { saveFile } from '../downloads/save-file.js';

/** File name base of a custom route, dated by {@link downloadFileName}. */
export const ROUTE_FILE_BASE = 'custom-route';

/** The route as one export document; the total and the speed travel as its measures. */
export function routeDocument(plan: RoutePlan, name: string, speed: number): ExportDocument {
  return {
    name,
    features: [
      {
        kind: 'route',
        name,
        properties: {
          totalDistanceM: Math.round(plan.totalDistance),
          speedMps: Math.round(speed * 1000) / 1000,
        },
        points: plan.points.map((point, index) => ({
          lat: point.lat,
          lon: point.lon,
          time: point.passingTime,
          name: String(index + 1),
        })),
      },
    ],
  };
}

/** Writes the route in `format` and saves it; returns the file name. */
export async function downloadRoute(
  plan: RoutePlan,
  name: string,
  speed: number,
  format: ExportFormat,
  now: () => Date = () => new Date(),
): Promise<string> {
  const write = await format.load();
  const bytes = await write(routeDocument(plan, name, speed));
  const fileName = downloadFileName(ROUTE_FILE_BASE, format, now());
  // A copy into a fresh ArrayBuffer: a Blob takes no view onto a shared buffer.
  saveFile(new Blob([bytes.slice()], { type: format.mimeType }), fileName);
  return fileName;
}
