// Distress beacons (spec 01 §9 as Havkart raises them): AIS-SART (970…), man over board
// (972…) and EPIRB-AIS (974…) units. Navigational status 14 or a safety text "… ACTIVE" is a
// real alarm; status 15 or "… TEST" a test transmission, listed as a test and never mailed.

export type DistressDevice = 'sart' | 'mob' | 'epirb';

const PREFIXES: readonly [prefix: string, device: DistressDevice][] = [
  ['970', 'sart'],
  ['972', 'mob'],
  ['974', 'epirb'],
];

/** AIS status "AIS-SART active" (also MOB and EPIRB-AIS). */
export const DISTRESS_ACTIVE_STATUS = 14;
/** AIS status "AIS-SART under test". */
export const DISTRESS_TEST_STATUS = 15;

/** The kind of beacon an MMSI belongs to, or null for any other unit. */
export function distressDevice(mmsi: number | string): DistressDevice | null {
  const text = String(mmsi).padStart(9, '0');
  if (text.length !== 9) return null;
  return PREFIXES.find(([prefix]) => text.startsWith(prefix))?.[1] ?? null;
}

export interface DistressSignal {
  readonly device: DistressDevice;
  /** A test transmission: listed, never mailed. */
  readonly test: boolean;
}

/**
 * What a beacon's message says: active, test, or nothing to raise (a position without status
 * 14/15 and no safety text). `safetyText` is the text of a safety-related broadcast (type
 * 14), e.g. "SART ACTIVE" or "MOB TEST".
 */
export function distressSignal(input: {
  mmsi: number | string;
  navigationalStatus?: number | null;
  safetyText?: string | null;
}): DistressSignal | null {
  const device = distressDevice(input.mmsi);
  if (!device) return null;
  const text = (input.safetyText ?? '').trim().toUpperCase();
  if (input.navigationalStatus === DISTRESS_TEST_STATUS || /\bTEST$/.test(text)) {
    return { device, test: true };
  }
  if (input.navigationalStatus === DISTRESS_ACTIVE_STATUS || /\bACTIVE$/.test(text)) {
    return { device, test: false };
  }
  return null;
}
