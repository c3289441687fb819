// The timed look-up of a followed vessel, in case no live stream brings its position. Offline
// (manual mode or no network, spec 01 §4) it waits like the other polls: each look-up would
// only fail, or on a paid link cost money. Back online it asks once at once, since the vessel
// has moved meanwhile, and then on its interval again.
import { pauseWhileOffline, type NetworkSource } from '../../offline/manual-pause.js';

export interface FollowRefresh {
  /** Follows `mmsi` from now on (null: none). */
  follow(mmsi: number | null): void;
  /** Stops the timer and the following of the network for good. */
  dispose(): void;
}

export function followRefresh(
  network: NetworkSource,
  lookUp: (mmsi: number) => void,
  everyMs: number,
): FollowRefresh {
  let mmsi: number | null = null;
  let online = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const disarm = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const arm = () => {
    disarm();
    const followed = mmsi;
    if (followed === null || !online) return;
    timer = setInterval(() => lookUp(followed), everyMs);
  };
  const unfollowNetwork = pauseWhileOffline(
    {
      start: () => {
        online = true;
        if (mmsi !== null) lookUp(mmsi);
        arm();
      },
      stop: () => {
        online = false;
        disarm();
      },
    },
    network,
  );
  return {
    follow(next) {
      mmsi = next;
      arm();
    },
    dispose() {
      unfollowNetwork();
      mmsi = null;
      disarm();
    },
  };
}
