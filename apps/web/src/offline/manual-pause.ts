/** Something that runs on timers and can be paused. */
export interface Pausable {
  start(): void;
  stop(): void;
}

/** The part of the network store the pause follows. */
export interface ManualOfflineSource {
  getState(): { readonly manualOffline: boolean };
  subscribe(listener: (state: { readonly manualOffline: boolean }) => void): () => void;
}

/**
 * Keeps `target` stopped while manual offline mode is on (spec 01 §4): on a paid satellite
 * link the app's polls wait until the user turns the mode off. Starts it now unless the mode
 * is on. Returns a function that stops following.
 */
export function pauseWhileManualOffline(target: Pausable, network: ManualOfflineSource) {
  let paused = network.getState().manualOffline;
  if (!paused) target.start();
  return network.subscribe((state) => {
    if (state.manualOffline === paused) return;
    paused = state.manualOffline;
    if (paused) target.stop();
    else target.start();
  });
}
