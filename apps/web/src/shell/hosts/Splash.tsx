import { useTranslation } from 'react-i18next';

/** Shown over the map until its first frame is drawn. */
export default function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" data-testid="splash">
      <span className="brand">{t('app.name')}</span>
      <span className="muted">{t('shell.splash')}</span>
    </div>
  );
}
