// DBF field names hold at most 10 single-byte characters. Names Havkart writes itself get a
// fixed short form from this table, so a column keeps its name from one download to the
// next; any other name is cut to 10 characters, and a cut that clashes ends in a counter.

/**
 * Property name → DBF field name, for the properties and measures Havkart writes. Documented
 * in the package README; change both together.
 */
export const DBF_FIELD_NAMES: Readonly<Record<string, string>> = {
  name: 'name',
  kind: 'kind',
  start: 'start',
  end: 'end',
  lengthM: 'length_m',
  areaM2: 'area_m2',
  radiusM: 'radius_m',
  circumferenceM: 'circumf_m',
  distanceFromPreviousM: 'dist_prev',
  cumulativeDistanceM: 'dist_cum',
  passingTime: 'pass_time',
  speedMs: 'speed_ms',
  eventId: 'event_id',
  series: 'series',
  number: 'number',
  area: 'area',
  textNb: 'text_nb',
  textEn: 'text_en',
  issued: 'issued',
  updated: 'updated',
  status: 'status',
};

const MAX_LENGTH = 10;

/** Only ASCII letters, digits and `_` survive every DBF reader. */
function asciiName(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, '_').slice(0, MAX_LENGTH) || 'field';
}

/** DBF field names for `names`, unique and at most 10 characters, in the same order. */
export function dbfFieldNames(names: readonly string[]): Map<string, string> {
  const result = new Map<string, string>();
  const taken = new Set<string>();
  for (const name of names) {
    let field = DBF_FIELD_NAMES[name] ?? asciiName(name);
    for (let n = 1; taken.has(field.toLowerCase()); n++) {
      const suffix = `_${n}`;
      field = `${asciiName(name).slice(0, MAX_LENGTH - suffix.length)}${suffix}`;
    }
    taken.add(field.toLowerCase());
    result.set(name, field);
  }
  return result;
}
