import { useTranslation } from 'react-i18next';
import { useOverlays } from '../overlays.store.js';

/** The desk notification banner at the top of the app (spec 01 §3). */
export function DeskBanner() {
  const notice = useOverlays((state) => state.deskNotification);
  if (!notice) return null;
  return (
    <div className={`desk-banner tone-${notice.type}`} role="status" data-testid="desk-banner">
      {notice.text}
    </div>
  );
}

/** News from the app configuration (spec 01 §3). */
export function News() {
  const { t } = useTranslation();
  const news = useOverlays((state) => state.news);
  if (!news) return null;
  return (
    <section className="card announcement" aria-label={t('shell.news')} data-testid="news">
      <h2 className="panel-title">{news.headline}</h2>
      <p>
        <strong>{news.lead}</strong>
      </p>
      <p>{news.body}</p>
    </section>
  );
}

/** The getting-started cards (app configuration howtoCards). */
export function GettingStarted() {
  const { t } = useTranslation();
  const cards = useOverlays((state) => state.howtoCards);
  if (!cards?.length) return null;
  return (
    <section
      className="card announcement"
      aria-label={t('shell.gettingStarted')}
      data-testid="getting-started"
    >
      {cards.map((card) => (
        <article key={card.title}>
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </article>
      ))}
    </section>
  );
}

/** The popup for a new event (spec 01 §2). */
export function EventPopup() {
  const { t } = useTranslation();
  const event = useOverlays((state) => state.eventNotification);
  if (!event) return null;
  return (
    <section className="card event-popup" role="status" aria-label={t('shell.eventNotification')}>
      <h2 className="panel-title">{event.title}</h2>
      <p>{event.text}</p>
    </section>
  );
}

/** Developer tools, for the developer role only (spec 01 §6). */
export function DeveloperTools() {
  const { t } = useTranslation();
  return (
    <section
      className="card developer-tools"
      aria-label={t('shell.developerTools')}
      data-testid="developer-tools"
    >
      <h2 className="panel-title">{t('shell.developerTools')}</h2>
      <p className="muted">{t('shell.notAvailableYet')}</p>
    </section>
  );
}
