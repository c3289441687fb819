// Fleets (spec 01 §2, §4; spec 02 §3, §4, §7): loaded at signed-in start once the share
// config is applied (R20.09), emptied on sign-out.
import { apiClient } from '../../api/client.js';
import { useStartup } from '../../app/startup/startup.store.js';
import { useSignIn } from '../../auth/sign-in.js';
import { configureFleets, loadFleets, useFleets } from './fleets.store.js';

let connected = false;

/**
 * Call after `applyOpenedShareLinkWhenReady`: both wait for start-up to be ready, and the
 * share config's listener, registered first, runs first.
 */
export function connectFleets(): void {
  if (connected) return;
  connected = true;
  configureFleets(apiClient);
  let loadedFor: string | null = null;
  const check = (): void => {
    const { phase, signedIn } = useStartup.getState();
    const subject = useSignIn.getState().user?.subject ?? null;
    if (phase !== 'ready') return;
    if (!signedIn || subject === null) {
      if (loadedFor !== null) useFleets.setState({ fleets: [], loaded: false, failed: false });
      loadedFor = null;
      return;
    }
    if (loadedFor === subject) return;
    loadedFor = subject;
    void loadFleets();
  };
  check();
  useStartup.subscribe(check);
  useSignIn.subscribe(check);
}
