import { LogIn } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { signIn } from '../../auth/sign-in.js';

/** Starts the app's sign-in; it comes back to the page the user is on. */
export function SignInButton() {
  const { t } = useTranslation();
  return (
    <Button className="form-button" onPress={() => void signIn()}>
      <LogIn aria-hidden size={16} /> {t('signIn.signIn')}
    </Button>
  );
}
