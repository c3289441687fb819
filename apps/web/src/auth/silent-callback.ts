import { UserManager } from 'oidc-client-ts';

/**
 * The page the hidden frame of a silent sign-in lands on (`silent.html`, served at
 * `/oidc_silent_redirect_uri`): it hands the provider's answer to the app around it and does
 * nothing else, so the frame loads a few kilobytes instead of a second copy of the app.
 */
export function finishSilentSignIn(): Promise<void> {
  // The callback only reads this page's address; the settings are not used for it.
  return new UserManager({ authority: '', client_id: '', redirect_uri: '' }).signinSilentCallback();
}
