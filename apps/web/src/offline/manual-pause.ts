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

/** The network store as {@link pauseWhileOffline} reads it: both halves of "online" (R26.05). */
export interface NetworkSource {
  getState(): { readonly manualOffline: boolean; readonly networkUp: boolean };
  subscribe(
    listener: (state: { readonly manualOffline: boolean; readonly networkUp: boolean }) => void,
  ): () => void;
}

/** Starts `target` now unless `paused` says so, and stops and starts it as that changes. */
function pauseWhile<S>(
  target: Pausable,
  source: { getState(): S; subscribe(listener: (state: S) => void): () => void },
  paused: (state: S) => boolean,
): () => void {
  let now = paused(source.getState());
  if (!now) target.start();
  return source.subscribe((state) => {
    if (paused(state) === now) return;
    now = paused(state);
    if (now) target.stop();
    else target.start();
  });
}

/**
 * Keeps `target` stopped while manual offline mode is on (spec 01 §4): on a paid satellite
 * link the app's polls wait until the user turns the mode off. Starts it now unless the mode
 * is on. Returns a function that stops following.
 */
export function pauseWhileManualOffline(target: Pausable, network: ManualOfflineSource) {
  return pauseWhile(target, network, (state) => state.manualOffline);
}

/**
 * Keeps `target` stopped while the app is offline, manual mode or no network alike (spec 01
 * §4): live streams, event polls and token renewal would only fail, or on a paid link cost
 * money, so they wait and start again once the app is online. Returns the stop of following.
 */
export function pauseWhileOffline(target: Pausable, network: NetworkSource) {
  return pauseWhile(target, network, (state) => state.manualOffline || !state.networkUp);
}
