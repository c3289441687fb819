import { useTranslation } from 'react-i18next';
import { useOverlays, type OverlaysState } from '../overlays.store.js';

type DeskNotice = NonNullable<OverlaysState['deskNotification']>;
type NewsContent = NonNullable<OverlaysState['news']>;
type HowtoCards = NonNullable<OverlaysState['howtoCards']>;

/** The banner itself; the administrator's preview shows it with a draft. */
export function DeskBannerView({ notice }: { notice: DeskNotice }) {
  return (
    <div className={`desk-banner tone-${notice.type}`} role="status" data-testid="desk-banner">
      {notice.text}
    </div>
  );
}

/** The desk notification banner at the top of the app (spec 01 §3). */
export function DeskBanner() {
  const notice = useOverlays((state) => state.deskNotification);
  return notice ? <DeskBannerView notice={notice} /> : null;
}

/** One news item as users see it; the administrator's preview shows it with a draft. */
export function NewsCard({ news }: { news: NewsContent }) {
  const { t } = useTranslation();
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

/** News from the app configuration (spec 01 §3). */
export function News() {
  const news = useOverlays((state) => state.news);
  return news ? <NewsCard news={news} /> : null;
}

/** The getting-started cards as users see them; also the administrator's preview. */
export function HowtoCardList({ cards }: { cards: HowtoCards }) {
  const { t } = useTranslation();
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

/** The getting-started cards (app configuration howtoCards). */
export function GettingStarted() {
  const cards = useOverlays((state) => state.howtoCards);
  return cards?.length ? <HowtoCardList cards={cards} /> : null;
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
