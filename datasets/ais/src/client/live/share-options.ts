// The share-link options that change how vessels are drawn (spec 01 §3 share config:
// hideDistanceCircles, hideBearingVectors). The web app reads the link once and hands the
// options over while it applies the link (spec 01 §4: after the panels, before the datasets);
// they last for the visit and are never saved.

export interface VesselShareOptions {
  readonly hideDistanceCircles: boolean;
  readonly hideBearingVectors: boolean;
}

const NONE: VesselShareOptions = { hideDistanceCircles: false, hideBearingVectors: false };

let current: VesselShareOptions = NONE;
const listeners = new Set<() => void>();

/** What the link the page was opened with hides; nothing until the app hands it over. */
export function vesselShareOptions(): VesselShareOptions {
  return current;
}

/** Set by the web app when it applies a share link; drawn vessels follow at once. */
export function setVesselShareOptions(options: VesselShareOptions): void {
  current = { ...options };
  for (const listener of listeners) listener();
}

/** Runs `listener` after each change; returns the unsubscribe. */
export function onVesselShareOptions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
