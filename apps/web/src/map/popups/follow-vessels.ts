// A vessel's popup, pinned or clicked, stays on the vessel as it moves: each batch of live
// records that holds a shown vessel moves its popup to the newest held position. A hover
// popup is a passing hint and stays where it showed; a combined list stays at its click.
import { AIS_DATASET_ID } from '@havkart/dataset-ais';
import { liveVessel, onVesselRecords } from '@havkart/dataset-ais/client';
import type { MapPopupState } from './popups.store.js';
import { usePopups } from './popups.store.js';

type LngLat = MapPopupState['lngLat'];

/** The popups that show one vessel, keyed by its MMSI. */
export function vesselPopups(
  popups: readonly (MapPopupState | null)[],
  datasetId = AIS_DATASET_ID,
): Map<number, string[]> {
  const byMmsi = new Map<number, string[]>();
  for (const popup of popups) {
    if (popup?.choice.kind !== 'single' || popup.choice.hit.datasetId !== datasetId) continue;
    const mmsi = Number(popup.choice.hit.featureId);
    byMmsi.set(mmsi, [...(byMmsi.get(mmsi) ?? []), popup.id]);
  }
  return byMmsi;
}

/** Where each followed popup goes for a batch: the newest position held of its vessel. */
export function followedMoves(
  followed: ReadonlyMap<number, readonly string[]>,
  batch: readonly { mmsi: number }[],
  newest: (mmsi: number) => { latitude: number | null; longitude: number | null } | undefined,
  current: (id: string) => LngLat | undefined,
): [string, LngLat][] {
  const moves: [string, LngLat][] = [];
  const seen = new Set<number>();
  for (const { mmsi } of batch) {
    const ids = followed.get(mmsi);
    if (!ids || seen.has(mmsi)) continue;
    seen.add(mmsi);
    const record = newest(mmsi);
    if (typeof record?.longitude !== 'number' || typeof record.latitude !== 'number') continue;
    const to = { lng: record.longitude, lat: record.latitude };
    for (const id of ids) {
      const at = current(id);
      if (!at || at.lng !== to.lng || at.lat !== to.lat) moves.push([id, to]);
    }
  }
  return moves;
}

/** Starts following; returns the stop. */
export function followVesselPopups(): () => void {
  return onVesselRecords((batch) => {
    const { clicked, pinned, moveTo } = usePopups.getState();
    const shown = [...pinned, clicked];
    const followed = vesselPopups(shown);
    if (followed.size === 0) return;
    const at = (id: string) => shown.find((popup) => popup?.id === id)?.lngLat;
    for (const [id, to] of followedMoves(followed, batch, liveVessel, at)) moveTo(id, to);
  });
}
