import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ShellLink } from '../../shell/ShellLink.js';

/** What the details pane shows for a route name it does not know (spec 01 §2). */
export default function NotFoundView() {
  const { t } = useTranslation();
  return (
    <div className="empty-state" data-testid="not-found">
      <MapPinOff aria-hidden size={32} strokeWidth={1.5} />
      <p>{t('notFound.text')}</p>
      <ShellLink to="/" className="button-link">
        {t('notFound.goHome')}
      </ShellLink>
    </div>
  );
}
