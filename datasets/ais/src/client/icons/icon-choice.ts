// Which icon a vessel gets (spec 02 §3 "vessel icon rules"): a pure choice from the record,
// so the rendering, the legend and the tests share one rule.
import { normaliseMmsi, shipTypeCategory } from '@havkart/domain';
import { isOffshoreRig } from './offshore-rigs.js';

/** What the choice reads of a vessel record (the live record has more). */
export interface IconRecord {
  readonly mmsi: number;
  /** AIS type code, or the special string types ("wellboat", "slaughterboat", "6A"…). */
  readonly shipType?: number | string | null;
  /** 0–15; 14 is an active AIS-SART. */
  readonly navigationalStatus?: number | null;
}

export interface IconChoiceOptions {
  /** The position is older than the old-AIS threshold: the transparent variant. */
  readonly old: boolean;
}

/** Prefix of every vessel icon image id, so they never clash with other datasets' images. */
export const VESSEL_ICON_PREFIX = 'ais-vessel-';

/** Suffix of the transparent variant for old positions. */
export const OLD_ICON_SUFFIX = '-old';

/** Image id of an icon kind, in the fresh or the old variant. */
export function vesselIconImageId(kind: string, old: boolean): string {
  return `${VESSEL_ICON_PREFIX}${kind}${old ? OLD_ICON_SUFFIX : ''}`;
}

/** Navigational status an AIS-SART transmits (spec 02 §3 status table). */
const SART_STATUS = 14;

/**
 * SAR aircraft (111MIDxxx): the 7th digit tells the craft, 0 or 5 a helicopter, 1 a plane.
 * Other digits say nothing, so those keep the icon of their ship type.
 */
function aircraftKind(digits: string): 'helicopter' | 'plane' | null {
  if (!digits.startsWith('111')) return null;
  const seventh = digits[6];
  if (seventh === '0' || seventh === '5') return 'helicopter';
  if (seventh === '1') return 'plane';
  return null;
}

/**
 * The icon kind of a vessel, in this order: the offshore installations of the server's list
 * (platform; see offshore-rigs.ts), SAR aircraft
 * (helicopter or plane), AIS-SART, man-overboard and EPIRB-AIS transmitters (970/972/974 or
 * status 14: the SART mark), the slaughter boat's own string type, else its ship-type category.
 */
export function vesselIconKind(record: IconRecord): string {
  if (isOffshoreRig(record.mmsi)) return 'platform';
  const digits = normaliseMmsi(record.mmsi);
  if (digits !== null) {
    const aircraft = aircraftKind(digits);
    if (aircraft) return aircraft;
    if (/^97[024]/.test(digits)) return 'sart';
  }
  if (record.navigationalStatus === SART_STATUS) return 'sart';
  if (
    typeof record.shipType === 'string' &&
    record.shipType.trim().toLowerCase() === 'slaughterboat'
  ) {
    return 'slaughterboat';
  }
  return shipTypeCategory(record.shipType, record.mmsi);
}

/** The image id of a vessel's icon (spec 02 §3), the transparent one for an old position. */
export function vesselIconId(record: IconRecord, options: IconChoiceOptions): string {
  return vesselIconImageId(vesselIconKind(record), options.old);
}
