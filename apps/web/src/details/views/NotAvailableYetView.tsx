import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The body of a view whose content arrives with a later part of the app: it says so plainly
 * in the user's language instead of pretending.
 */
export default function NotAvailableYetView() {
  const { t } = useTranslation();
  return (
    <div className="empty-state" data-testid="not-available-yet">
      <Construction aria-hidden size={32} strokeWidth={1.5} />
      <p>{t('shell.notAvailableYet')}</p>
      <p className="muted">{t('shell.notAvailableYetHint')}</p>
    </div>
  );
}
