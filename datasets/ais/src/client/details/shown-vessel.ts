// Tells the map when the details pane starts or stops showing a vessel: the distance circles
// are drawn around the vessel of `/ais/{mmsi}`, and must move when another vessel opens even
// if no new position arrives.
const listeners = new Set<() => void>();

/** The details view calls this when its vessel changes and when it closes. */
export function shownVesselChanged(): void {
  for (const listener of listeners) listener();
}

export function onShownVesselChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
