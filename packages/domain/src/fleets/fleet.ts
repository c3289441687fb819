// Fleets (spec 02 §3, §4, §7; checklist A18, A51, A52): the rules the server enforces and the
// web app checks before it sends, so both refuse the same things with the same field names.

/** Most fleets one user may keep (A18). */
export const MAX_FLEETS_PER_USER = 50;
/** Most vessels in one fleet (A18). */
export const MAX_VESSELS_PER_FLEET = 500;
/** Fleet name length in characters, after trimming (A18). */
export const FLEET_NAME_MIN_LENGTH = 1;
export const FLEET_NAME_MAX_LENGTH = 100;
/** An MMSI as the fleet API takes it: exactly nine digits. */
export const FLEET_MMSI_PATTERN = '^[0-9]{9}$';

/** A fleet as the API gives it (R20.01). MMSIs as nine-digit strings, in the user's order. */
export interface Fleet {
  readonly id: string;
  readonly name: string;
  readonly mmsis: readonly string[];
}

/** What a fleet's vessel list shows for one vessel (R20.02). */
export interface FleetVesselInfo {
  readonly mmsi: string;
  readonly name: string | null;
  /** International radio call sign, taken from the AIS `callSign`. */
  readonly ircs: string | null;
  readonly shipType: number | null;
}

/** The three verbs on `/fleets/{id}/vessels` (A51). */
export type FleetVesselVerb = 'add' | 'replace' | 'remove';

/** A refused fleet change: the field in the request's terms and why. */
export interface FleetProblem {
  readonly field: string;
  readonly message: string;
}

const MMSI = new RegExp(FLEET_MMSI_PATTERN);

/** The fleet name as stored: trimmed; null with a problem when out of bounds. */
export function checkFleetName(name: string): FleetProblem | null {
  const length = [...name.trim()].length;
  if (length < FLEET_NAME_MIN_LENGTH || length > FLEET_NAME_MAX_LENGTH) {
    return {
      field: 'body.name',
      message: `must be ${FLEET_NAME_MIN_LENGTH}–${FLEET_NAME_MAX_LENGTH} characters`,
    };
  }
  return null;
}

/** The first MMSI that is not nine digits, as `{field}.{index}`. */
export function checkFleetMmsis(
  mmsis: readonly string[],
  field = 'body.mmsis',
): FleetProblem | null {
  const bad = mmsis.findIndex((mmsi) => !MMSI.test(mmsi));
  return bad < 0 ? null : { field: `${field}.${bad}`, message: 'must be an MMSI of nine digits' };
}

/** Duplicates dropped, first occurrence kept, so a list pasted twice stays one list. */
export function uniqueMmsis(mmsis: readonly string[]): string[] {
  return [...new Set(mmsis)];
}

/**
 * The fleet's vessels after one verb (A51): `add` appends the MMSIs not already in it,
 * `replace` takes the new list, `remove` drops the listed ones.
 */
export function applyFleetVessels(
  current: readonly string[],
  verb: FleetVesselVerb,
  mmsis: readonly string[],
): string[] {
  switch (verb) {
    case 'add':
      return uniqueMmsis([...current, ...mmsis]);
    case 'replace':
      return uniqueMmsis(mmsis);
    case 'remove': {
      const removed = new Set(mmsis);
      return current.filter((mmsi) => !removed.has(mmsi));
    }
  }
}

/** The problem with a fleet's vessel list after a change, or null when it is within A18. */
export function checkFleetSize(
  mmsis: readonly string[],
  field = 'body.mmsis',
): FleetProblem | null {
  return mmsis.length > MAX_VESSELS_PER_FLEET
    ? { field, message: `a fleet holds at most ${MAX_VESSELS_PER_FLEET} vessels` }
    : null;
}

/** A whole new fleet `{name, mmsis}` checked: the first problem, or null. */
export function checkNewFleet(
  fleet: { name: string; mmsis: readonly string[] },
  fleetsAlready: number,
): FleetProblem | null {
  if (fleetsAlready >= MAX_FLEETS_PER_USER) {
    return { field: 'body', message: `a user keeps at most ${MAX_FLEETS_PER_USER} fleets` };
  }
  return (
    checkFleetName(fleet.name) ??
    checkFleetMmsis(fleet.mmsis) ??
    checkFleetSize(uniqueMmsis(fleet.mmsis))
  );
}

/** Vessel info for a fleet's list from a `latest/combined` record (R20.02). */
export function fleetVesselInfo(
  mmsi: string,
  record: { name?: unknown; callSign?: unknown; shipType?: unknown } | undefined,
): FleetVesselInfo {
  const text = (value: unknown): string | null =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  return {
    mmsi,
    name: text(record?.name),
    ircs: text(record?.callSign),
    shipType: typeof record?.shipType === 'number' ? record.shipType : null,
  };
}
