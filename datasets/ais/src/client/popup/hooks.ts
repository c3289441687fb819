// What the popup views read: the live record of their feature, kept current while the popup
// shows, and the user's display settings through the app's vessel host.
import { useCallback, useSyncExternalStore } from 'react';
import { onVesselRecords, vesselHost } from '../details/vessel-host.js';
import { useLanguage } from '../filters/use-language.js';
import type { AtonRecord, VesselRecord } from '../live/records.js';
import { liveAid, liveVessel, onAidsChange } from './live-records.js';
import type { Display } from './summary.js';

/** Language, speed unit and UTC setting; knots and local time where the app gave no host. */
export function usePopupDisplay(): Display {
  const language = useLanguage();
  const host = vesselHost();
  // The host is handed in once at start-up, so this branch never changes between renders.
  return host ? host.useDisplay() : { language, speedUnit: 'knots', utc: false };
}

/** The vessel's newest record while the view shows; undefined until the live part has one. */
export function useLiveVessel(mmsi: number): VesselRecord | undefined {
  const subscribe = useCallback(
    (changed: () => void) =>
      onVesselRecords((records) => {
        // The store keeps the newest record per vessel; it is what the map draws too.
        if (records.some((update) => update.mmsi === mmsi)) changed();
      }),
    [mmsi],
  );
  return useSyncExternalStore(subscribe, () => liveVessel(mmsi));
}

/** The aid's newest record while the view shows (aids change seldom: any batch re-reads). */
export function useLiveAid(mmsi: number): AtonRecord | undefined {
  return useSyncExternalStore(onAidsChange, () => liveAid(mmsi));
}
