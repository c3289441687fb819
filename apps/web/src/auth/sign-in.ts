import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { create } from 'zustand';
import { readStored, storageKey, writeStored } from '../app/storage.js';
import type { SignInConfig } from './sign-in-config.js';
import { clearRuntimeCaches } from '../offline/register.js';

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
 * A page-readable hint that the provider may hold a session for this browser. The provider's
 * session cookie is httpOnly, so without it every anonymous visit would open the hidden frame
 * only to hear `login_required`. Set when a sign-in succeeds; cleared at sign-out and when
 * the provider answers that nobody is signed in.
 */
const SESSION_HINT = 'signInSession';

export function sessionMayExist(): boolean {
  return readStored(SESSION_HINT, (value) => (value === true ? true : null)) === true;
}

function rememberSession(mayExist: boolean): void {
  if (mayExist) writeStored(SESSION_HINT, true);
  else {
    try {
      window.localStorage.removeItem(storageKey(SESSION_HINT));
    } catch {
      // Storage blocked: there is no hint to clear either.
    }
  }
}

/**
 * The provider's answers that mean "nobody is signed in here" (OpenID Connect Core §3.1.2.6),
 * the normal outcome of a silent attempt after the session ended elsewhere, not a fault.
 */
export function isAnonymousAnswer(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return code === 'login_required' || code === 'interaction_required';
}

export interface SignInLogs {
  /** Failures (spec 01 §8). */
  error: (message: string, detail?: unknown) => void;
  /** What is normal but worth a trace: a silent attempt that found nobody signed in. */
  debug: (message: string, detail?: unknown) => void;
}

/**
 * Step 1 of start-up (spec 01 §4): on the callback path finish the sign-in and go to the
 * returned target (failure: log 'OIDC redirect URI', go to `/`); elsewhere a stored sign-in,
 * else a silent sign-in when the hint says a session may exist (failure: log 'Authenticate
 * OIDC silent', go on anonymously; `login_required` only at debug level).
 */
export async function signInAtStart(
  config: SignInConfig,
  navigate: (path: string) => void,
  log: (message: string, detail?: unknown) => void = (m, d) => console.error(m, d),
  debug: SignInLogs['debug'] = (m, d) => console.debug(m, d),
  /** Started without network: a stored sign-in is kept as it is, nothing silent is tried. */
  start: { offline?: boolean } = {},
): Promise<User | null> {
  const users = userManagerFor(config);
  users.events.addUserLoaded((user) => publish(user));
  users.events.addUserUnloaded(() => publish(null));
  if (window.location.pathname === config.redirectPath) {
    try {
      const user = await users.signinRedirectCallback();
      rememberSession(true);
      publish(user);
      navigate(returnTarget(user.state));
      return user;
    } catch (error) {
      log('OIDC redirect URI', error);
      navigate('/');
      return null;
    }
  }
  const stored = await users.getUser().catch(() => null);
  if (stored && (!stored.expired || start.offline)) {
    publish(stored);
    return stored;
  }
  // A hidden sign-in frame cannot reach the provider offline; it would only time out.
  if (start.offline) return null;
  // An anonymous visit: no hidden frame, no second load of anything, nothing logged.
  if (!stored && !sessionMayExist()) return null;
  try {
    const user = await users.signinSilent();
    publish(user);
    return user;
  } catch (error) {
    if (isAnonymousAnswer(error)) {
      rememberSession(false);
      await users.removeUser().catch(() => undefined);
      debug('Authenticate OIDC silent', error);
    } else log('Authenticate OIDC silent', error);
    return null;
  }
}

/** Sends the user to the login page, coming back to where they are. */
export async function signIn(): Promise<void> {
  const target = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  await manager?.signinRedirect({ state: { target } });
}

export async function signOut(): Promise<void> {
  rememberSession(false);
  // What was browsed and the preloads' answers were this user's; downloaded areas stay.
  clearRuntimeCaches();
  if (!manager) return;
  await manager.removeUser();
  publish(null);
  await manager.signoutRedirect().catch(() => undefined);
}
