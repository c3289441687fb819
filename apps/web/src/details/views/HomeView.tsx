import { useTranslation } from 'react-i18next';
import { GettingStarted } from '../../shell/hosts/Announcements.js';

/**
 * The start page of the details pane (spec 01 §2, route `/`), with the getting-started
 * panel: the app configuration's howtoCards, once start-up has them.
 */
export default function HomeView() {
  const { t } = useTranslation();
  return (
    <div className="prose" data-testid="home">
      <p>{t('home.intro')}</p>
      <p className="muted">{t('home.mapHint')}</p>
      <GettingStarted />
    </div>
  );
}
