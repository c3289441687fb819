// The station names: `WEATHER_STATIONS_FILE`, a JSON list of `{mmsi, name}`, or by default
// the names of the built-in simulator's stations (what the demo feed sends).

/** One entry of the names file. */
export interface StationNameEntry {
  readonly mmsi: number;
  readonly name: string;
}

/** Reads the names file's text; throws naming the problem so start-up can report it. */
export function parseStationNames(text: string): Map<number, string> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('is not JSON');
  }
  if (!Array.isArray(value)) throw new Error('is not a list of {mmsi, name}');
  const names = new Map<number, string>();
  value.forEach((entry: unknown, index) => {
    const e = entry as Partial<StationNameEntry> | null;
    const mmsi = e?.mmsi;
    if (typeof mmsi !== 'number' || !Number.isInteger(mmsi) || mmsi <= 0 || mmsi > 999_999_999) {
      throw new Error(`entry ${index} has no MMSI`);
    }
    if (typeof e?.name !== 'string' || e.name.trim() === '') {
      throw new Error(`entry ${index} has no name`);
    }
    names.set(mmsi, e.name.trim());
  });
  return names;
}

/** Names as a map from a list (the simulator's stations). */
export function stationNamesOf(entries: readonly StationNameEntry[]): Map<number, string> {
  return new Map(entries.map((e) => [e.mmsi, e.name]));
}
