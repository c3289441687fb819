// The fishing-facility and sensor reports (spec 01 §3–§5, checklist A03, A77): which fields
// each kind needs and what makes a field wrong. One rule for the form and the server, so a
// report the form lets through is one the server takes.
import { parseIsoTime } from '../time/iso-time.js';
import type { FieldErrors } from '../registration/messages.js';
import { isToolGeometry } from './positions.js';
import { isToolTypeCode } from './tool-types.js';

/** Fishing-facility change kinds (R24.02). */
export const FACILITY_CHANGE_KINDS = ['deployed', 'lost', 'reset', 'retrieved'] as const;
export type FacilityChangeKind = (typeof FACILITY_CHANGE_KINDS)[number];

/** Every field a tool report may carry (R24.03), and the optional extras (A03). */
export const TOOL_REPORT_FIELDS = [
  'geometry',
  'setupTime',
  'lostTime',
  'removedTime',
  'resetTime',
  'toolTypeCode',
  'toolId',
] as const;
export type ToolReportField = (typeof TOOL_REPORT_FIELDS)[number];

/** Required fields per change kind (R24.04–R24.07), in the order a form shows them. */
export const REQUIRED_FIELDS: Readonly<Record<FacilityChangeKind, readonly ToolReportField[]>> = {
  deployed: ['geometry', 'setupTime', 'toolTypeCode'],
  lost: ['geometry', 'lostTime', 'toolTypeCode'],
  reset: ['resetTime', 'toolId'],
  retrieved: ['removedTime', 'toolId'],
};

/** Required fields of a sensor deployment (A77). */
export const SENSOR_REQUIRED_FIELDS = ['sensorId', 'geometry', 'setupTime'] as const;

/** The time field of each kind: when the change happened. */
export const CHANGE_TIME_FIELD: Readonly<Record<FacilityChangeKind, ToolReportField>> = {
  deployed: 'setupTime',
  lost: 'lostTime',
  reset: 'resetTime',
  retrieved: 'removedTime',
};

/** A report time may be at most this far ahead of the server's clock (clock skew on board). */
export const MAX_REPORT_TIME_AHEAD_MS = 24 * 3600 * 1000;

/** Longest comment kept, characters. */
export const REPORT_COMMENT_MAX = 1000;
/** Longest tool or sensor id, characters. */
export const REPORT_ID_MAX = 100;
/** Longest net length accepted, metres (a long fleet of nets is some kilometres). */
export const NET_LENGTH_MAX_M = 100_000;

const TIME_FIELDS = new Set<string>(['setupTime', 'lostTime', 'removedTime', 'resetTime']);

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** 'Invalid value' for a time that does not parse or lies more than 24 h ahead of `now`. */
function checkTime(value: unknown, now: Date): boolean {
  if (typeof value !== 'string') return false;
  const ms = parseIsoTime(value);
  return ms !== null && ms <= now.getTime() + MAX_REPORT_TIME_AHEAD_MS;
}

function checkField(field: string, value: unknown, now: Date): boolean {
  if (TIME_FIELDS.has(field)) return checkTime(value, now);
  switch (field) {
    case 'geometry':
      return isToolGeometry(value);
    case 'toolTypeCode':
      return typeof value === 'string' && isToolTypeCode(value);
    case 'toolId':
    case 'sensorId':
      return typeof value === 'string' && value.trim().length <= REPORT_ID_MAX;
    case 'netLength':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        value > 0 &&
        value <= NET_LENGTH_MAX_M
      );
    case 'comment':
      return typeof value === 'string' && value.length <= REPORT_COMMENT_MAX;
    default:
      return true;
  }
}

function check(
  required: readonly string[],
  optional: readonly string[],
  report: Readonly<Record<string, unknown>>,
  now: Date,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of required) {
    const value = report[field];
    if (isBlank(value)) errors[field] = 'Required field';
    else if (!checkField(field, value, now)) errors[field] = 'Invalid value';
  }
  for (const field of optional) {
    const value = report[field];
    if (!isBlank(value) && !checkField(field, value, now)) errors[field] = 'Invalid value';
  }
  return errors;
}

/**
 * The problems of a fishing-facility change of `kind`, field by field: 'Required field' for
 * a missing required field, 'Invalid value' for one that is wrong (a geometry that is no
 * Point or LineString, a time that is no ISO 8601 or more than 24 h ahead, an unknown tool
 * type code). Fields the kind does not use are ignored. Empty means the report may go.
 */
export function checkFacilityChange(
  kind: FacilityChangeKind,
  report: Readonly<Record<string, unknown>>,
  now: Date,
): FieldErrors {
  return check(REQUIRED_FIELDS[kind], ['netLength', 'comment'], report, now);
}

/** The problems of a sensor deployment (A77), as {@link checkFacilityChange}. */
export function checkSensorDeployment(
  report: Readonly<Record<string, unknown>>,
  now: Date,
): FieldErrors {
  return check(SENSOR_REQUIRED_FIELDS, ['comment'], report, now);
}
