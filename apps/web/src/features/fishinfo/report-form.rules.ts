// The report forms' drafts (what the user typed) and the report they become: the domain's
// rules decide what is missing or wrong, so the form and the server give the same answers.
import {
  checkFacilityChange,
  checkSensorDeployment,
  CHANGE_TIME_FIELD,
  positionsToGeometry,
  type FacilityChangeKind,
  type FieldErrors,
  type QueuedRequest,
  type ToolPosition,
} from '@havkart/domain';

/** A position as typed: text, so a half-typed number is kept as it is. */
export interface PositionDraft {
  readonly lat: string;
  readonly lon: string;
}

export interface FacilityDraft {
  readonly kind: FacilityChangeKind;
  readonly toolTypeCode: string;
  readonly positions: readonly PositionDraft[];
  /** `datetime-local` value, the user's local time. */
  readonly time: string;
  readonly toolId: string;
  readonly netLength: string;
  readonly comment: string;
}

export interface SensorDraft {
  readonly sensorId: string;
  readonly positions: readonly PositionDraft[];
  readonly time: string;
  readonly comment: string;
}

/** Reads a typed number; a decimal comma is a decimal point, as Norwegians write it. */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Typed positions as tool positions: valid only when both numbers read and are in range. */
export function typedPositions(drafts: readonly PositionDraft[]): ToolPosition[] {
  return drafts.map((draft) => {
    const lat = typedNumber(draft.lat);
    const lon = typedNumber(draft.lon);
    const valid = lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
    return { lat: lat ?? NaN, lon: lon ?? NaN, valid };
  });
}

/** A `datetime-local` value as ISO 8601 UTC; null when it does not read. */
export function localTimeToIso(value: string): string | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** Now as a `datetime-local` value in the browser's time zone. */
export function localNow(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Rows the user typed something in; an empty row is no position at all. */
function filled(drafts: readonly PositionDraft[]): PositionDraft[] {
  return drafts.filter((p) => p.lat.trim() !== '' || p.lon.trim() !== '');
}

const USES_GEOMETRY: ReadonlySet<FacilityChangeKind> = new Set(['deployed', 'lost']);
const USES_TOOL_ID: ReadonlySet<FacilityChangeKind> = new Set(['reset', 'retrieved', 'lost']);

/** Which fields the form shows for a kind. */
export function facilityFields(kind: FacilityChangeKind) {
  return {
    geometry: USES_GEOMETRY.has(kind),
    toolTypeCode: USES_GEOMETRY.has(kind),
    toolId: USES_TOOL_ID.has(kind),
    netLength: kind === 'deployed',
  };
}

export type FormResult =
  | { readonly ok: true; readonly request: QueuedRequest }
  | { readonly ok: false; readonly errors: FieldErrors };

/**
 * The report a facility draft makes, with `id` as its queue id; or the fields to fix,
 * named as the server names them (`geometry`, `setupTime` …).
 */
export function facilityReport(draft: FacilityDraft, id: string, now: Date): FormResult {
  const fields = facilityFields(draft.kind);
  const body: Record<string, unknown> = { id };
  const positions = filled(draft.positions);
  if (fields.geometry) body['geometry'] = positionsToGeometry(typedPositions(positions));
  if (fields.toolTypeCode && draft.toolTypeCode) body['toolTypeCode'] = draft.toolTypeCode;
  if (fields.toolId && draft.toolId.trim()) body['toolId'] = draft.toolId.trim();
  body[CHANGE_TIME_FIELD[draft.kind]] = localTimeToIso(draft.time) ?? draft.time;
  const netLength = typedNumber(draft.netLength);
  if (fields.netLength && draft.netLength.trim()) body['netLength'] = netLength ?? draft.netLength;
  if (draft.comment.trim()) body['comment'] = draft.comment.trim();
  // A position list that is not valid is reported as an invalid geometry, not a missing one.
  if (fields.geometry && body['geometry'] === null && positions.length > 0) {
    body['geometry'] = { type: 'Invalid' };
  }
  if (body['geometry'] === null) delete body['geometry'];
  const errors = checkFacilityChange(draft.kind, body, now);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { kind: draft.kind, body } };
}

export function sensorReport(draft: SensorDraft, id: string, now: Date): FormResult {
  const body: Record<string, unknown> = { id, sensorId: draft.sensorId.trim() };
  const positions = filled(draft.positions);
  const geometry = positionsToGeometry(typedPositions(positions));
  if (geometry) body['geometry'] = geometry;
  else if (positions.length > 0) body['geometry'] = { type: 'Invalid' };
  body['setupTime'] = localTimeToIso(draft.time) ?? draft.time;
  if (draft.comment.trim()) body['comment'] = draft.comment.trim();
  const errors = checkSensorDeployment(body, now);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { kind: 'sensorDeploy', body } };
}
