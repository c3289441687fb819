// The records the running live parts hold, for the popups: a map feature carries only what
// drawing needs (name, icon, time), the popup shows speed, course and type from the record.
import type { AtonRecord, VesselRecord } from '../live/records.js';

type Records<R> = { readonly records: ReadonlyMap<number, R> } | null;

let vessels: Records<VesselRecord> = null;
let aids: Records<AtonRecord> = null;

/** The vessel store of the running `ais` part; returns the clearing for when it stops. */
export function setLiveVessels(store: NonNullable<Records<VesselRecord>>): () => void {
  vessels = store;
  // A part started again before the old one stopped keeps its own store.
  return () => {
    if (vessels === store) vessels = null;
  };
}

/** The aid store of the running `aton` part; returns the clearing for when it stops. */
export function setLiveAids(store: NonNullable<Records<AtonRecord>>): () => void {
  aids = store;
  return () => {
    if (aids === store) aids = null;
  };
}

export function liveVessel(mmsi: number): VesselRecord | undefined {
  return vessels?.records.get(mmsi);
}

export function liveAid(mmsi: number): AtonRecord | undefined {
  return aids?.records.get(mmsi);
}

const aidListeners = new Set<() => void>();

/** The aid part took new records (views of an aid read them again). */
export function aidsChanged(): void {
  for (const listener of aidListeners) listener();
}

export function onAidsChange(listener: () => void): () => void {
  aidListeners.add(listener);
  return () => aidListeners.delete(listener);
}
