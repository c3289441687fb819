// A stored sign-in whose token ran out at sea (spec 01 §4): the app kept it offline rather than
// signing the user out, and the provider's own renewal failed for want of a network and does
// not try again. Once the app is online again this renews it, so the user's saves and alerts
// carry a valid token without signing in anew.
import { isAnonymousAnswer } from '../auth/sign-in.js';
import type { NetworkSource } from './manual-pause.js';

/** A token with less than this many seconds left is renewed now rather than left to run out. */
export const RENEW_WITHIN_S = 60;

/** The parts of the sign-in's user manager the renewal uses (oidc-client-ts `UserManager`). */
export interface RenewableSignIn {
  getUser(): Promise<{ readonly expired?: boolean; readonly expires_in?: number } | null>;
  signinSilent(): Promise<unknown>;
  removeUser(): Promise<void>;
}

function online(state: { readonly manualOffline: boolean; readonly networkUp: boolean }) {
  return state.networkUp && !state.manualOffline;
}

/** Renews a stored, run-out sign-in each time the app comes online; returns the stop. */
export function renewSignInWhenOnline(
  network: NetworkSource,
  manager: () => RenewableSignIn | undefined,
  log: (message: string, detail?: unknown) => void,
): () => void {
  let wasOnline = online(network.getState());
  let renewing = false;
  const renew = async () => {
    const users = manager();
    if (!users || renewing) return;
    renewing = true;
    try {
      const user = await users.getUser().catch(() => null);
      const runningOut = user && (user.expired === true || (user.expires_in ?? 0) < RENEW_WITHIN_S);
      if (!runningOut) return;
      await users.signinSilent();
    } catch (error) {
      // The provider says nobody is signed in any more: the stored sign-in goes.
      if (isAnonymousAnswer(error)) await users.removeUser().catch(() => undefined);
      else log('Authenticate OIDC silent', error);
    } finally {
      renewing = false;
    }
  };
  return network.subscribe((state) => {
    const now = online(state);
    if (now && !wasOnline) void renew();
    wasOnline = now;
  });
}
