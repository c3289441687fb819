// Which base map the menu's choice shows as selected: the same rule as the start-up's
// (DatasetServices.start), so the menu and the map agree: the one the user turned on, else
// one on by default and not turned off, else the first.

export interface BaseMapState {
  readonly id: string;
  /** The user's saved on/off, when there is one. */
  readonly saved: boolean | undefined;
  readonly enabledByDefault: boolean;
}

/** The selected base map of the choice; undefined only when there is none to choose. */
export function chosenBaseMap(baseMaps: readonly BaseMapState[]): string | undefined {
  const chosen =
    baseMaps.find((baseMap) => baseMap.saved === true) ??
    baseMaps.find((baseMap) => baseMap.saved ?? baseMap.enabledByDefault) ??
    baseMaps[0];
  return chosen?.id;
}
