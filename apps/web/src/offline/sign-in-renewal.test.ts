import { describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { renewSignInWhenOnline, type RenewableSignIn } from './sign-in-renewal.js';

const network = (state: { networkUp: boolean; manualOffline: boolean }) => create(() => state);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function manager(user: { expired?: boolean; expires_in?: number } | null, fail?: unknown) {
  return {
    getUser: vi.fn(() => Promise.resolve(user)),
    signinSilent: vi.fn(() => (fail ? Promise.reject(fail) : Promise.resolve({}))),
    removeUser: vi.fn(() => Promise.resolve()),
  } satisfies RenewableSignIn;
}

describe('a stored sign-in that ran out offline is renewed once online (spec 01 §4)', () => {
  it('renews an expired sign-in when the network comes back, not before', async () => {
    const store = network({ networkUp: false, manualOffline: false });
    const users = manager({ expired: true, expires_in: -600 });
    renewSignInWhenOnline(store, () => users, vi.fn());
    await settle();
    expect(users.signinSilent).not.toHaveBeenCalled();
    store.setState({ networkUp: true });
    await settle();
    expect(users.signinSilent).toHaveBeenCalledTimes(1);
    // Still online: nothing more.
    store.setState({ networkUp: true });
    await settle();
    expect(users.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('renews when manual offline mode ends, and one about to run out as well', async () => {
    const store = network({ networkUp: true, manualOffline: true });
    const users = manager({ expired: false, expires_in: 20 });
    renewSignInWhenOnline(store, () => users, vi.fn());
    store.setState({ manualOffline: false });
    await settle();
    expect(users.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('leaves a valid sign-in and an anonymous visit alone', async () => {
    const store = network({ networkUp: false, manualOffline: false });
    const valid = manager({ expired: false, expires_in: 3000 });
    const none = manager(null);
    renewSignInWhenOnline(store, () => valid, vi.fn());
    renewSignInWhenOnline(store, () => none, vi.fn());
    store.setState({ networkUp: true });
    await settle();
    expect(valid.signinSilent).not.toHaveBeenCalled();
    expect(none.signinSilent).not.toHaveBeenCalled();
  });

  it("the provider's 'nobody signed in' removes the stored sign-in; other failures are logged", async () => {
    const store = network({ networkUp: false, manualOffline: false });
    const ended = manager({ expired: true }, { error: 'login_required' });
    const log = vi.fn();
    const failing = manager({ expired: true }, new Error('timeout'));
    renewSignInWhenOnline(store, () => ended, log);
    renewSignInWhenOnline(store, () => failing, log);
    store.setState({ networkUp: true });
    await settle();
    expect(ended.removeUser).toHaveBeenCalledTimes(1);
    expect(failing.removeUser).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Authenticate OIDC silent', expect.any(Error));
  });
});
