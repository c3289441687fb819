// Reads the Coastal Administration's navigational warnings feed (Kystverket's data API,
// `…/data/navigationwarnings/coastal/` and `…/navareaxix/`): a JSON array with one object per
// warning in force. Field names are those public clients of the feed read (`eventid`,
// `warningnumber`, `location`, `message_no`, `message_en`, `position` as WKT,
// `dtg_timestamp`, `updated_at`, `status`); no official documentation was found, so the
// URL is the site's setting. A warning that cannot be drawn or named is skipped and counted
// with its reason; a body that is no such array is refused as a whole.
import type { Feature, FeatureCollection } from 'geojson';
import type { WarningProperties, WarningSeries } from '../manifest.js';
import { parseWkt, WktError } from './wkt.js';

/** Why one warning of the feed was left out. */
export interface SkippedWarning {
  /** Position in the feed's array. */
  readonly index: number;
  readonly eventId: string | null;
  readonly reason: string;
}

export interface ReadWarnings {
  readonly collection: FeatureCollection;
  readonly skipped: readonly SkippedWarning[];
}

/** The series a feed URL serves: NAVAREA XIX for the `navareaxix` path, else coastal. */
export function seriesOfUrl(url: string): WarningSeries {
  return /navarea/i.test(url) ? 'navarea' : 'coastal';
}

function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** An ISO 8601 time, or null for a missing or unreadable one. */
function time(value: unknown): string | null {
  const raw = text(value);
  if (raw === null) return null;
  const ms = Date.parse(raw);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

function warning(item: unknown, series: WarningSeries): Feature | string {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return 'not an object';
  const w = item as Record<string, unknown>;
  const eventId = text(w['eventid'] ?? w['eventId']);
  if (eventId === null) return 'no eventid';
  const position = text(w['position']);
  if (position === null) return 'no position';
  let geometry;
  try {
    geometry = parseWkt(position);
  } catch (error) {
    if (error instanceof WktError) return `position: ${error.message}`;
    throw error;
  }
  const properties: WarningProperties = {
    eventId,
    series,
    number: text(w['warningnumber']),
    area: text(w['location']),
    textNb: text(w['message_no']),
    textEn: text(w['message_en']),
    issued: time(w['dtg_timestamp']),
    updated: time(w['updated_at']),
    status: text(w['status']) ?? 'active',
  };
  return { type: 'Feature', id: eventId, geometry, properties: { ...properties } };
}

/**
 * Parses a feed body into warning features. Throws when the body is not JSON or not an
 * array (the upstream source then keeps its last good data); single bad warnings are
 * skipped and listed in `skipped`.
 */
export function readKystverketWarnings(body: string, series: WarningSeries): ReadWarnings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error('the warnings feed did not answer JSON');
  }
  if (!Array.isArray(parsed)) throw new Error('the warnings feed did not answer a JSON array');
  const features: Feature[] = [];
  const skipped: SkippedWarning[] = [];
  const seen = new Set<string>();
  parsed.forEach((item: unknown, index) => {
    const result = warning(item, series);
    const eventId =
      typeof result === 'string'
        ? text((item as Record<string, unknown> | null)?.['eventid'] ?? null)
        : String(result.id);
    if (typeof result === 'string') {
      skipped.push({ index, eventId, reason: result });
    } else if (seen.has(String(result.id))) {
      skipped.push({ index, eventId, reason: 'eventid seen before' });
    } else {
      seen.add(String(result.id));
      features.push(result);
    }
  });
  return { collection: { type: 'FeatureCollection', features }, skipped };
}

/** One log line for the skipped warnings of a read, or null when none were skipped. */
export function skippedMessage(read: ReadWarnings, total: number): string | null {
  if (read.skipped.length === 0) return null;
  const reasons = read.skipped
    .slice(0, 5)
    .map((s) => `#${s.index}${s.eventId ? ` (${s.eventId})` : ''}: ${s.reason}`)
    .join('; ');
  const more = read.skipped.length > 5 ? `; and ${read.skipped.length - 5} more` : '';
  return `skipped ${read.skipped.length} of ${total} warnings: ${reasons}${more}`;
}
