/** Something that runs on timers and can be paused. */
export interface Pausable {
  start(): void;
  stop(): void;
}

/** The network store as {@link pauseWhileOffline} reads it: both halves of "online" (R26.05). */
export interface NetworkSource {
  getState(): { readonly manualOffline: boolean; readonly networkUp: boolean };
  subscribe(
    listener: (state: { readonly manualOffline: boolean; readonly networkUp: boolean }) => void,
  ): () => void;
}

/**
 * Keeps `target` stopped while the app is offline, manual mode or no network alike (spec 01
 * §4): live streams, event polls and token renewal would only fail, or on a paid link cost
 * money, so they wait and start again once the app is online. Starts it now when online.
 * Returns the stop of following.
 */
export function pauseWhileOffline(target: Pausable, network: NetworkSource): () => void {
  const offline = (state: { readonly manualOffline: boolean; readonly networkUp: boolean }) =>
    state.manualOffline || !state.networkUp;
  let paused = offline(network.getState());
  if (!paused) target.start();
  return network.subscribe((state) => {
    if (offline(state) === paused) return;
    paused = !paused;
    if (paused) target.stop();
    else target.start();
  });
}
