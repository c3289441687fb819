// The place types a place-name search keeps (spec 01 §5), as the national mapping service
// names them in `navneobjekttype`. Farms, roads, lakes and the like are left out: a sailor
// searches for places on or by the sea.

/**
 * Spec 01 §5 type → the service's type name (as `/navn` returns it) and its camelCase code,
 * checked against the register's list of `navneobjekttype` codes (A46).
 */
export const KEPT_PLACE_TYPES = [
  { spec: 'mountain', name: 'Fjell', code: 'fjell' },
  { spec: 'town', name: 'By', code: 'by' },
  { spec: 'fjord', name: 'Fjord', code: 'fjord' },
  // The register has no plain "fyr": a lighthouse is a light in a house, or a whole station.
  { spec: 'lighthouse', name: 'Fyrlykt', code: 'fyrlykt' },
  { spec: 'lighthouse', name: 'Fyrstasjon', code: 'fyrstasjon' },
  { spec: 'shoal at sea', name: 'Grunne i sjø', code: 'grunneISjø' },
  { spec: 'islet at sea', name: 'Holme i sjø', code: 'holmeISjø' },
  { spec: 'islet', name: 'Holme', code: 'holme' },
  { spec: 'islet group at sea', name: 'Holmegruppe i sjø', code: 'holmegruppeISjø' },
  { spec: 'headland', name: 'Nes', code: 'nes' },
  { spec: 'island at sea', name: 'Øy i sjø', code: 'øyISjø' },
  { spec: 'island group at sea', name: 'Øygruppe i sjø', code: 'øygruppeISjø' },
  { spec: 'skerry at sea', name: 'Skjær i sjø', code: 'skjærISjø' },
  { spec: 'built-up area', name: 'Tettbebyggelse', code: 'tettbebyggelse' },
  { spec: 'settlement', name: 'Tettsted', code: 'tettsted' },
  { spec: 'bay at sea', name: 'Vik i sjø', code: 'vikISjø' },
] as const;

const KEPT = new Set<string>(
  KEPT_PLACE_TYPES.flatMap((t) => [t.name.toLowerCase(), t.code.toLowerCase()]),
);

/** Whether a result of this `navneobjekttype` (name or code, any case) is kept. */
export function isKeptPlaceType(type: string): boolean {
  return KEPT.has(type.trim().toLowerCase());
}
