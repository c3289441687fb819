// Drifting container and object reports (checklist A74): the form's rule and the server's.
import type { FieldErrors } from '../registration/messages.js';
import { parseIsoTime } from '../time/iso-time.js';
import { isToolGeometry } from './positions.js';
import { MAX_REPORT_TIME_AHEAD_MS } from './reports.js';

export const DRIFTING_OBJECT_KINDS = ['container', 'timber', 'vessel', 'other'] as const;
export type DriftingObjectKind = (typeof DRIFTING_OBJECT_KINDS)[number];

/** Longest description, characters. */
export const CONTAINER_DESCRIPTION_MAX = 2000;

export function checkContainerReport(
  report: Readonly<Record<string, unknown>>,
  now: Date,
): FieldErrors {
  const errors: FieldErrors = {};
  const { geometry, observedTime, kind, description } = report;
  if (geometry === undefined || geometry === null) errors['geometry'] = 'Required field';
  else if (!isToolGeometry(geometry) || (geometry as { type: string }).type !== 'Point') {
    errors['geometry'] = 'Invalid value';
  }
  if (typeof observedTime !== 'string' || observedTime.trim() === '') {
    errors['observedTime'] = 'Required field';
  } else {
    const ms = parseIsoTime(observedTime);
    if (ms === null || ms > now.getTime() + MAX_REPORT_TIME_AHEAD_MS) {
      errors['observedTime'] = 'Invalid value';
    }
  }
  if (typeof kind !== 'string' || kind === '') errors['kind'] = 'Required field';
  else if (!(DRIFTING_OBJECT_KINDS as readonly string[]).includes(kind)) {
    errors['kind'] = 'Invalid value';
  }
  if (description !== undefined && description !== null) {
    if (typeof description !== 'string' || description.length > CONTAINER_DESCRIPTION_MAX) {
      errors['description'] = 'Invalid value';
    }
  }
  return errors;
}
