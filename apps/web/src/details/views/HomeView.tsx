import { useTranslation } from 'react-i18next';

/** The start page of the details pane (spec 01 §2, route `/`). */
export default function HomeView() {
  const { t } = useTranslation();
  return (
    <div className="prose" data-testid="home">
      <p>{t('home.intro')}</p>
      <p className="muted">{t('home.mapHint')}</p>
    </div>
  );
}
