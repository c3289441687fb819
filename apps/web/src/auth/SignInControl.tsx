import { isAisAdmin } from '@havkart/domain';
import { LogIn, LogOut, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { loadProfiles, useSignedInLoad } from '../features/applications/session.js';
import { ShellLink } from '../shell/ShellLink.js';
import { IconButton } from '../ui/IconButton.js';
import { signIn, signOut, useSignIn } from './sign-in.js';
import './sign-in.css';

/** Sign in, or sign out when signed in (never shown embedded); the name shows in {@link SignedInAs}. */
export function SignInControl() {
  const { t } = useTranslation();
  const user = useSignIn((state) => state.user);
  if (!user) {
    return (
      <IconButton
        icon={LogIn}
        label={t('signIn.signIn')}
        onPress={() => void signIn()}
        testId="sign-in"
      />
    );
  }
  return (
    <IconButton
      icon={LogOut}
      label={t('signIn.signOut')}
      onPress={() => void signOut()}
      testId="sign-out"
    />
  );
}

/** A link to the administrator's pages, for holders of BwAisAdmin only. */
function AdminLink() {
  const { t } = useTranslation();
  const [profiles] = useSignedInLoad(loadProfiles, 'profiles');
  if (profiles?.state !== 'ready' || !isAisAdmin(profiles.value)) return null;
  return (
    <ShellLink to="/admin" className="sign-in-admin" data-testid="admin-link">
      <ShieldCheck aria-hidden size={16} />
      {t('views.admin')}
    </ShellLink>
  );
}

/**
 * Who is signed in, on a line of its own under the menu's header, so a long name wraps
 * instead of being cut; an administrator also gets the link to `/admin`.
 */
export function SignedInAs() {
  const { t } = useTranslation();
  const user = useSignIn((state) => state.user);
  if (!user) return null;
  return (
    <div className="sign-in-account">
      <span className="muted small" data-testid="signed-in-as">
        {t('signIn.signedInAs', { name: user.name })}
      </span>
      <AdminLink />
    </div>
  );
}
