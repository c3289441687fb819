import { useTranslation } from 'react-i18next';

/**
 * The sign-in callback (spec 01 §2). Start-up completes the sign-in and sends the user on
 * (to the returned target, or to `/` with 'OIDC redirect URI' logged when it fails); this
 * view only says that something is happening meanwhile. Navigating from here would race
 * start-up and could drop the callback's code before it is read.
 */
export default function SignInCallbackView() {
  const { t } = useTranslation();
  return (
    <p className="muted" role="status">
      {t('shell.loading')}
    </p>
  );
}
