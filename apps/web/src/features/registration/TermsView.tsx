import { useTranslation } from 'react-i18next';

/** `/terms`: the terms a registering user accepts, linked from the registration form. */
export default function TermsView() {
  const { t } = useTranslation();
  return (
    <div className="prose" data-testid="terms">
      <p>{t('registration.termsIntro')}</p>
      <p>{t('registration.termsData')}</p>
      <p>{t('registration.termsUse')}</p>
      <p>{t('registration.termsAccess')}</p>
    </div>
  );
}
