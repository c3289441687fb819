// The 'hide vessels at anchor or moored' setting's rule: a vessel lies at rest when it says
// so (navigational status 1 at anchor or 5 moored, spec 02 §3 status table) and its speed
// over ground agrees. A vessel reporting "moored" at speed is under way whatever its status
// says, and one without a speed is kept: the rule hides only what is known to lie still.
import type { VesselRecord } from '../live/records.js';

/** Navigational status 1: at anchor. */
export const AT_ANCHOR = 1;
/** Navigational status 5: moored. */
export const MOORED = 5;
/** Below this speed over ground, knots, a vessel at anchor or moored counts as lying still. */
export const AT_REST_MAX_KNOTS = 0.5;

export function isAtRest(
  record: Pick<VesselRecord, 'navigationalStatus' | 'speedOverGround'>,
): boolean {
  const status = record.navigationalStatus;
  const speed = record.speedOverGround;
  return (
    (status === AT_ANCHOR || status === MOORED) &&
    typeof speed === 'number' &&
    speed >= 0 &&
    speed < AT_REST_MAX_KNOTS
  );
}
