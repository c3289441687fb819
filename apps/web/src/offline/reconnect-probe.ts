// While the network is down the live streams and polls are paused (manual-pause.ts), so no
// API answer comes to tell the app the network is back (R26.03); the browser's `online` event
// (R26.02) does not come either when the boat's router stays connected and only the link
// beyond it is gone. This probe runs the connection test on a slow timer in that state only,
// never in manual offline mode, where nothing is to leave the boat.
import type { NetworkSource } from './manual-pause.js';

/** How often the connection test runs while the network is down and manual mode is off. */
export const RECONNECT_PROBE_MS = 30_000;

interface ProbedNetwork extends NetworkSource {
  getState(): {
    readonly manualOffline: boolean;
    readonly networkUp: boolean;
    setNetworkUp(up: boolean): void;
  };
}

/** Probes while the network is down; returns the stop of probing. */
export function probeWhileNetworkDown(
  network: ProbedNetwork,
  test: () => Promise<boolean>,
  everyMs: number = RECONNECT_PROBE_MS,
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let testing = false;
  const probe = async () => {
    if (testing) return;
    testing = true;
    try {
      const up = await test();
      const state = network.getState();
      // The user may have turned manual mode on meanwhile; the answer still tells the truth.
      if (up && !state.networkUp) state.setNetworkUp(true);
    } finally {
      testing = false;
    }
  };
  const follow = (state: { readonly manualOffline: boolean; readonly networkUp: boolean }) => {
    const wanted = !state.networkUp && !state.manualOffline;
    if (wanted && timer === undefined) timer = setInterval(() => void probe(), everyMs);
    if (!wanted && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  follow(network.getState());
  const unsubscribe = network.subscribe(follow);
  return () => {
    unsubscribe();
    clearInterval(timer);
    timer = undefined;
  };
}
