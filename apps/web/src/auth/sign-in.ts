import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { create } from 'zustand';
import { storageKey } from '../app/storage.js';
import type { SignInConfig } from './sign-in-config.js';

/** Who is signed in, as the interface needs it. */
export interface SignInState {
  readonly user: { readonly name: string; readonly subject: string } | null;
  readonly accessToken: string | undefined;
}

export const useSignIn = create<SignInState>(() => ({ user: null, accessToken: undefined }));

let manager: UserManager | undefined;

/** The user manager for this server's sign-in settings; created once. */
export function userManagerFor(config: SignInConfig): UserManager {
  manager ??= new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    redirect_uri: `${window.location.origin}${config.redirectPath}`,
    silent_redirect_uri: `${window.location.origin}${config.silentRedirectPath}`,
    post_logout_redirect_uri: `${window.location.origin}${config.postLogoutRedirectPath}`,
    response_type: 'code',
    // The refresh token keeps the sign-in across visits without a hidden frame.
    automaticSilentRenew: true,
    silentRequestTimeoutInSeconds: 10,
    userStore: new WebStorageStateStore({
      store: window.localStorage,
      prefix: `${storageKey('oidc')}.`,
    }),
  });
  return manager;
}

export function currentUserManager(): UserManager | undefined {
  return manager;
}

function publish(user: User | null): void {
  useSignIn.setState({
    user: user
      ? {
          name: user.profile.name ?? user.profile.preferred_username ?? user.profile.sub,
          subject: user.profile.sub,
        }
      : null,
    accessToken: user && !user.expired ? user.access_token : undefined,
  });
}

/** The target a finished sign-in returns to: our own path only, else `/`. */
export function returnTarget(state: unknown): string {
  const target = (state as { target?: unknown } | null)?.target;
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//')
    ? target
    : '/';
}

/**
 * Step 1 of start-up (spec 01 §4): on the callback path finish the sign-in and go to the
 * returned target (failure: log 'OIDC redirect URI', go to `/`); elsewhere try a silent
 * sign-in (failure: log 'Authenticate OIDC silent', go on anonymously).
 */
export async function signInAtStart(
  config: SignInConfig,
  navigate: (path: string) => void,
  log: (message: string, detail?: unknown) => void = (m, d) => console.error(m, d),
): Promise<User | null> {
  const users = userManagerFor(config);
  users.events.addUserLoaded((user) => publish(user));
  users.events.addUserUnloaded(() => publish(null));
  if (window.location.pathname === config.redirectPath) {
    try {
      const user = await users.signinRedirectCallback();
      publish(user);
      navigate(returnTarget(user.state));
      return user;
    } catch (error) {
      log('OIDC redirect URI', error);
      navigate('/');
      return null;
    }
  }
  try {
    const stored = await users.getUser();
    const user = stored && !stored.expired ? stored : await users.signinSilent();
    publish(user);
    return user;
  } catch (error) {
    log('Authenticate OIDC silent', error);
    return null;
  }
}

/** Sends the user to the login page, coming back to where they are. */
export async function signIn(): Promise<void> {
  const target = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  await manager?.signinRedirect({ state: { target } });
}

export async function signOut(): Promise<void> {
  if (!manager) return;
  await manager.removeUser();
  publish(null);
  await manager.signoutRedirect().catch(() => undefined);
}

/** The hidden frame of a silent sign-in lands here; it only reports back to its parent. */
export async function finishSilentSignIn(): Promise<void> {
  await new UserManager({ authority: '', client_id: '', redirect_uri: '' }).signinSilentCallback();
}
