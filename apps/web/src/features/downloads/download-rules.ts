// What the download dialogs offer and how a shown track becomes a file: pure rules, so the
// dialogs and the tests agree on them.
import type { TrackPoint } from '@havkart/dataset-ais/client';
import { exportFormat, type ExportDocument, type ExportFormat } from '@havkart/export';

/** The formats to choose from, in the given order: only known formats that are offered. */
export function offeredFormats(ids: readonly string[]): ExportFormat[] {
  return ids.flatMap((id) => {
    const format = exportFormat(id);
    return format?.offered ? [format] : [];
  });
}

/** The format chosen when the dialog opens: the one used last if still offered, else the first. */
export function initialFormat(
  formats: readonly ExportFormat[],
  lastUsed: string | undefined,
): ExportFormat | undefined {
  return formats.find((format) => format.id === lastUsed) ?? formats[0];
}

/**
 * The file name a `Content-Disposition` header gives (`filename="…"` or RFC 5987's
 * `filename*=UTF-8''…`), or undefined when it names none or a name with a path in it.
 */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  try {
    name = extended ? decodeURIComponent(extended.trim()) : undefined;
  } catch {
    name = undefined;
  }
  name ??=
    /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  return name && !/[/\\]/.test(name) ? name : undefined;
}

/** File name base of a vessel's track: `ais-track-{mmsi}`, dated by the caller. */
export function trackFileBase(mmsi: number): string {
  return `ais-track-${mmsi}`;
}

/**
 * A shown track as one export document: a single track of its fixes in the order the map draws
 * them (time order), each with its time; a fix without a readable time keeps its place.
 */
export function trackDocument(
  mmsi: number,
  points: readonly TrackPoint[],
  name: string,
): ExportDocument {
  const fixes = points.map((point) => {
    const time = Date.parse(point.msgtime);
    return {
      lat: point.latitude,
      lon: point.longitude,
      time: Number.isNaN(time) ? null : time,
    };
  });
  return {
    name,
    features: [{ kind: 'track', name, properties: { mmsi }, points: fixes }],
  };
}
