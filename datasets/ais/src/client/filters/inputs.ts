// What the filter pane needs beyond the filters themselves: the vessels loaded now (from the
// live data path), the user's favourite MMSIs, the app variant and the old-AIS threshold.
// The web app and the live part put them here; the pane reads them. Notices go out at most
// once a second, since the live data path updates many times a second.
import type { FilterContext, FilterVessel } from './predicate.js';

export interface VesselFilterInputs extends Omit<FilterContext, 'now'> {
  readonly vessels: Iterable<FilterVessel>;
  /** Counts up with every change, so readers know to recount. */
  readonly revision: number;
  /** When they last changed (ms since the epoch): the clock counts and old positions use. */
  readonly updatedAt: number;
}

/** Longest a pane waits to see new vessels, ms. */
export const INPUT_NOTICE_MS = 1000;

let inputs: VesselFilterInputs = {
  vessels: [],
  favourites: new Set(),
  oldThresholdHours: 6,
  revision: 0,
  updatedAt: 0,
};
const listeners = new Set<() => void>();
let pending: ReturnType<typeof setTimeout> | null = null;
let lastNotice = 0;

function notify() {
  const wait = lastNotice + INPUT_NOTICE_MS - Date.now();
  if (wait <= 0) {
    lastNotice = Date.now();
    for (const listener of listeners) listener();
  } else if (pending === null) {
    pending = setTimeout(() => {
      pending = null;
      notify();
    }, wait);
  }
}

/** Replaces some of the inputs. */
export function setVesselFilterInputs(
  change: Partial<Omit<VesselFilterInputs, 'revision' | 'updatedAt'>>,
) {
  inputs = { ...inputs, ...change, revision: inputs.revision + 1, updatedAt: Date.now() };
  notify();
}

export function getVesselFilterInputs(): VesselFilterInputs {
  return inputs;
}

export function subscribeVesselFilterInputs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
