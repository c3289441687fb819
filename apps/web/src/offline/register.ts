import { Workbox } from 'workbox-window';
import { isOnline, useNetwork } from '../network/network.store.js';
import type { OfflineCommand } from './offline-command.js';
import { useOfflineWorker } from './offline-worker.store.js';
import { SW_MESSAGES } from './sw-messages.js';
import { startUpdateChecks } from './update-checks.js';

/** Where the server serves the worker (spec 01 §7, R26.21). */
export const SERVICE_WORKER_URL = '/sw.js';

type Log = (message: string, detail?: unknown) => void;

/** Posts a message to the worker controlling this page, if one does. */
function post(message: unknown): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** Tells the worker whether manual offline mode is on (spec 02 §7, R26.25). */
export function postOfflineCommand(): void {
  const command: OfflineCommand = { type: 'offline', on: useNetwork.getState().manualOffline };
  post(command);
}

/** At sign-out: the worker forgets what was browsed and the preloads' answers. */
export function clearRuntimeCaches(): void {
  post({ type: SW_MESSAGES.clearRuntime });
}

/**
 * Registers the offline worker (never in embed mode: the caller does not call this there,
 * R27.04), checks for updates at once and every ten minutes (R26.24), offers a waiting
 * version (R26.22) and reloads the page when the accepted one takes control (R26.23).
 */
export function registerOfflineWorker(
  log: Log,
  warn: Log = (message, detail) => console.warn(message, detail),
): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL);
  let accepted = false;
  workbox.addEventListener('waiting', () => {
    useOfflineWorker.setState({
      needRefresh: true,
      acceptUpdate: () => {
        accepted = true;
        workbox.messageSkipWaiting();
      },
    });
  });
  workbox.addEventListener('controlling', () => {
    if (accepted) window.location.reload();
  });
  // The page tells each worker that takes it over (and the one there now) the mode it is in.
  navigator.serviceWorker.addEventListener('controllerchange', postOfflineCommand);
  postOfflineCommand();
  let lastManual = useNetwork.getState().manualOffline;
  useNetwork.subscribe((state) => {
    if (state.manualOffline === lastManual) return;
    lastManual = state.manualOffline;
    postOfflineCommand();
  });
  workbox
    .register()
    .then((registration) => {
      if (registration) startUpdateChecks(() => registration.update(), log);
    })
    // A browser that refuses workers (private modes, policies, test browsers) still runs the
    // whole app online: a warning, not an error.
    .catch((error: unknown) => warn('Service worker registration failed', error));
}

/** True when the network is up and manual offline mode is off: the start may sign in. */
export function onlineNow(): boolean {
  return isOnline(useNetwork.getState());
}
