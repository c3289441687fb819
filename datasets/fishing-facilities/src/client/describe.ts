// Plain descriptions of a gear feature for the views.
import { netLengthMetres, type Language } from '@havkart/domain';
import { toolTypeName } from './strings.js';

export function gearTitle(language: Language, properties: Readonly<Record<string, unknown>>) {
  return toolTypeName(language, properties['toolType']);
}

/** Net length in metres as the user reads it (R24.26), or null when the record has none. */
export function netLengthText(
  language: Language,
  properties: Readonly<Record<string, unknown>>,
): string | null {
  const metres = netLengthMetres(properties['netLength']);
  return metres === null ? null : `${metres.toLocaleString(language)} m`;
}

/** A record time as a local date and time; null for a missing or unreadable one. */
export function gearTime(language: Language, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return null;
  return new Date(ms).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Path of one tool's record: `/api/v1/geodata/{datasetId}/{toolId}` (anonymised). */
export function gearRecordPath(datasetId: string, toolId: string): string {
  return `/api/v1/geodata/${datasetId}/${encodeURIComponent(toolId)}`;
}
