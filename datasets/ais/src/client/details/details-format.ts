// Pure formatting of a vessel's fields for its details view. Missing values read as a dash.
import {
  convertReading,
  countryFromMmsi,
  formatDistanceAndBearing,
  greatCircleDistance,
  initialBearing,
  navigationalStatusText,
  NO_VALUE,
  shipTypeCategory,
  shipTypeCategoryText,
  type Language,
  type LonLat,
} from '@havkart/domain';
import type { FullVesselRecord } from './vessel-host.js';

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function number(value: number, language: Language, decimals: number): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value === 0 ? 0 : value);
}

/** Speed over ground (knots on the wire) in the user's unit: "12.3 kn", "22.8 km/h". */
export function formatSpeed(
  knots: number | null | undefined,
  unit: 'knots' | 'km/h',
  language: Language,
): string {
  if (!finite(knots)) return NO_VALUE;
  const value = convertReading('vesselSpeed', knots, unit);
  return `${number(value, language, 1)} ${unit === 'knots' ? 'kn' : 'km/h'}`;
}

/** Course over ground with one decimal, "123.4°". */
export function formatCourse(degrees: number | null | undefined, language: Language): string {
  return finite(degrees) ? `${number(degrees, language, 1)}°` : NO_VALUE;
}

/** True heading in whole degrees, "123°". */
export function formatHeading(degrees: number | null | undefined): string {
  return finite(degrees) ? `${Math.round(degrees)}°` : NO_VALUE;
}

/** Length × width from the dimensions to bow, stern, port and starboard: "120 × 20 m". */
export function formatDimensions(record: FullVesselRecord, language: Language): string {
  const { dimensionA: a, dimensionB: b, dimensionC: c, dimensionD: d } = record;
  const length = finite(a) && finite(b) ? a + b : record.shipLength;
  const width = finite(c) && finite(d) ? c + d : record.shipWidth;
  if (!finite(length) || !finite(width) || length <= 0 || width <= 0) return NO_VALUE;
  return `${number(length, language, 0)} × ${number(width, language, 0)} m`;
}

/** Draught from decimetres (as AIS sends it) in metres: 49 → "4.9 m". */
export function formatDraught(decimetres: number | null | undefined, language: Language): string {
  return finite(decimetres) && decimetres > 0
    ? `${number(decimetres / 10, language, 1)} m`
    : NO_VALUE;
}

/**
 * ETA from AIS's `MMddHHmm` (UTC, no year): "24.12 13:30 UTC". Hour 24 or minute 60 mean the
 * time is unknown: the date alone. Month or day 0 (not available) reads as a dash.
 */
export function formatEta(eta: string | null | undefined): string {
  if (typeof eta !== 'string' || !/^\d{8}$/.test(eta)) return NO_VALUE;
  const [month, day, hour, minute] = [0, 2, 4, 6].map((at) => Number(eta.slice(at, at + 2))) as [
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31) return NO_VALUE;
  const date = `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}`;
  if (hour > 23 || minute > 59) return date;
  return `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} UTC`;
}

/**
 * A time as the app shows times: UTC with a "UTC" mark when 'Show time in UTC' is on, else
 * the device's local time (checklist R04.10).
 */
export function formatLastSeen(
  msgtime: string | null | undefined,
  utc: boolean,
  language: Language,
): string {
  const time = typeof msgtime === 'string' ? Date.parse(msgtime) : Number.NaN;
  if (Number.isNaN(time)) return NO_VALUE;
  const text = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    ...(utc ? { timeZone: 'UTC' } : {}),
  }).format(time);
  return utc ? `${text} UTC` : text;
}

/**
 * Country of the MMSI (spec 01 §9) by name in the language; or a dash. The name alone: flag
 * emoji need a colour-emoji font, which many desktops (Chromium on Linux among them) lack,
 * and there they showed as two empty boxes.
 */
export function formatCountry(mmsi: number, language: Language): string {
  const code = countryFromMmsi(mmsi);
  if (!code) return NO_VALUE;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    // An engine without region names shows the code.
    return code;
  }
}

export function formatShipType(record: FullVesselRecord, language: Language): string {
  if (record.shipType == null) return NO_VALUE;
  return shipTypeCategoryText(shipTypeCategory(record.shipType, record.mmsi), language);
}

export function formatNavigationalStatus(record: FullVesselRecord, language: Language): string {
  return navigationalStatusText(record.navigationalStatus, language) ?? NO_VALUE;
}

/** The vessel's position, when it has one. */
export function positionOf(record: FullVesselRecord): LonLat | null {
  return finite(record.longitude) && finite(record.latitude)
    ? [record.longitude, record.latitude]
    : null;
}

/** Distance and bearing from `from` to the vessel (spec 01 §5 formats). */
export function formatDistanceFrom(
  from: LonLat,
  record: FullVesselRecord,
  language: Language,
): string {
  const to = positionOf(record);
  if (!to) return NO_VALUE;
  return formatDistanceAndBearing(
    greatCircleDistance(from, to),
    initialBearing(from, to),
    language,
  );
}

/** Text or a dash: AIS pads names with spaces and '@'. */
export function formatText(value: string | number | null | undefined): string {
  if (value == null) return NO_VALUE;
  const text = String(value).replace(/@+$/, '').trim();
  return text || NO_VALUE;
}
