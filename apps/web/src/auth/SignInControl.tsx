import { LogIn, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../ui/IconButton.js';
import { signIn, signOut, useSignIn } from './sign-in.js';
import './sign-in.css';

/** Sign in, or the signed-in user's name and sign out (never shown embedded). */
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
    <span className="sign-in-control">
      <span className="muted small" data-testid="signed-in-as">
        {t('signIn.signedInAs', { name: user.name })}
      </span>
      <IconButton
        icon={LogOut}
        label={t('signIn.signOut')}
        onPress={() => void signOut()}
        testId="sign-out"
      />
    </span>
  );
}
