/** Ship-type categories of spec 02 §3, in the spec's order. */
export const SHIP_TYPE_CATEGORIES = [
  'unknown',
  'reserved',
  'wing_in_ground',
  'sar',
  'fishing',
  'tug',
  'dredger',
  'dive_vessel',
  'military_ops',
  'sailing_vessel',
  'pleasure_craft',
  'high_speed_craft',
  'pilot_vessel',
  'port_tender',
  'anti_pollution',
  'law_enforce',
  'local_vessel',
  'medical_trans',
  'special_craft',
  'passenger',
  'cargo',
  'tanker',
  'other',
  'buoy',
  'wellboat',
] as const;

export type ShipTypeCategory = (typeof SHIP_TYPE_CATEGORIES)[number];

/** Ship type code of a buoy in the Norwegian data (spec 02 §3). */
export const BUOY_SHIP_TYPE = 10000;
/** Ship type code of a wellboat in the Norwegian data (spec 02 §3). */
export const WELLBOAT_SHIP_TYPE = 199;

/**
 * MMSI ranges (inclusive) that are buoys whatever their ship type. The spec names "certain
 * buoy-range MMSIs" without listing them, so none are assumed; a deployment that knows its
 * buoys lists them here.
 */
export const BUOY_MMSI_RANGES: readonly (readonly [number, number])[] = [];

/** ITU-R M.1371 codes 50–59 (special craft) that the spec or A30 names one by one. */
const SPECIAL_CRAFT: Readonly<Record<number, ShipTypeCategory>> = {
  50: 'pilot_vessel',
  51: 'sar',
  52: 'tug',
  53: 'port_tender',
  54: 'anti_pollution',
  55: 'law_enforce',
  56: 'local_vessel',
  57: 'local_vessel',
  58: 'medical_trans',
  59: 'special_craft',
};

/** Codes 30–39 (vessel activity). */
const ACTIVITY: Readonly<Record<number, ShipTypeCategory>> = {
  30: 'fishing',
  31: 'tug',
  32: 'tug',
  33: 'dredger',
  34: 'dive_vessel',
  35: 'military_ops',
  36: 'sailing_vessel',
  37: 'pleasure_craft',
  38: 'reserved',
  39: 'reserved',
};

function byCode(code: number): ShipTypeCategory {
  if (!Number.isInteger(code) || code <= 0) return 'unknown';
  if (code === WELLBOAT_SHIP_TYPE) return 'wellboat';
  if (code === BUOY_SHIP_TYPE) return 'buoy';
  if (code >= 20 && code <= 29) return 'wing_in_ground';
  if (code >= 30 && code <= 39) return ACTIVITY[code] ?? 'reserved';
  if (code >= 40 && code <= 49) return 'high_speed_craft';
  if (code >= 50 && code <= 59) return SPECIAL_CRAFT[code] ?? 'special_craft';
  if (code >= 60 && code <= 69) return 'passenger';
  if (code >= 70 && code <= 79) return 'cargo';
  if (code >= 80 && code <= 89) return 'tanker';
  if (code >= 90 && code <= 99) return 'other';
  if (code <= 255) return 'reserved';
  return 'unknown';
}

/**
 * Ship-type category from the AIS type code (spec 02 §3 "AIS type mapping", the rest as
 * checklist A30 maps them). String types: "wellboat" and "slaughterboat" (a slaughter boat is
 * a wellboat that also bleeds the fish; it keeps its own icon but filters as a wellboat), the
 * Norwegian fishing codes "6A"…"6K", and numeric strings. Never undefined.
 */
export function shipTypeCategory(
  shipType: number | string | null | undefined,
  mmsi?: number | null,
): ShipTypeCategory {
  if (mmsi != null && BUOY_MMSI_RANGES.some(([lo, hi]) => mmsi >= lo && mmsi <= hi)) return 'buoy';
  if (shipType == null) return 'unknown';
  if (typeof shipType === 'number') return byCode(shipType);
  const text = shipType.trim().toLowerCase();
  if (text === 'wellboat' || text === 'slaughterboat') return 'wellboat';
  if (/^6[a-k]$/.test(text)) return 'fishing';
  if (/^\d+$/.test(text)) return byCode(Number(text));
  return 'unknown';
}
