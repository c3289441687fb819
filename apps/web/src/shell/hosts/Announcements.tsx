import { ExternalLink, Info, OctagonAlert, TriangleAlert, X } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useOverlays, type OverlaysState } from '../overlays.store.js';
import { isExternal } from '../safe-url.js';
import { useShellNavigate } from '../ShellLink.js';
import './announcements.css';

type DeskNotice = NonNullable<OverlaysState['deskNotification']>;
type NewsContent = NonNullable<OverlaysState['news']>;
type HowtoCards = NonNullable<OverlaysState['howtoCards']>;

const TONE_ICONS = { info: Info, warning: TriangleAlert, error: OctagonAlert } as const;

/**
 * The banner itself; the administrator's preview shows it with a draft. Colour is not the
 * only sign of its tone: an icon, named for screen readers ("Warning"), says it too.
 */
export function DeskBannerView({ notice }: { notice: DeskNotice }) {
  const { t } = useTranslation();
  const Icon = TONE_ICONS[notice.type];
  return (
    <div
      className={`desk-banner tone-${notice.type}`}
      // An error interrupts a screen reader; information and warnings wait their turn.
      role={notice.type === 'error' ? 'alert' : 'status'}
      data-testid="desk-banner"
      data-tone={notice.type}
    >
      <Icon
        className="desk-banner-icon"
        role="img"
        aria-label={t(`shell.tone.${notice.type}`)}
        size={18}
        strokeWidth={2}
      />
      <span className="desk-banner-text">{notice.text}</span>
    </div>
  );
}

/** The desk notification banner at the top of the app (spec 01 §3). */
export function DeskBanner() {
  const notice = useOverlays((state) => state.deskNotification);
  return notice ? <DeskBannerView notice={notice} /> : null;
}

/** A link from the app configuration; other sites open in a new tab. */
function ContentLink({ href, text }: { href: string; text: string }) {
  const { t } = useTranslation();
  const external = isExternal(href, window.location.href);
  return (
    <a
      className="announcement-link"
      href={href}
      data-testid="news-link"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {text}
      {external && (
        <ExternalLink role="img" aria-label={t('shell.opensInNewTab')} size={14} strokeWidth={2} />
      )}
    </a>
  );
}

/**
 * One news item as users see it; the administrator's preview shows it with a draft.
 * `onClose` gives it a close button (the app's card; the preview has none).
 */
export function NewsCard({ news, onClose }: { news: NewsContent; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card announcement" aria-label={t('shell.news')} data-testid="news">
      <div className="announcement-head">
        <h2 className="panel-title">{news.headline}</h2>
        {onClose && (
          <Button
            className="icon-button"
            aria-label={t('shell.closeNews')}
            onPress={onClose}
            data-testid="news-close"
          >
            <X aria-hidden size={18} />
          </Button>
        )}
      </div>
      <div className="announcement-body">
        {news.image && (
          // Decorative: the headline and text carry what the item says.
          <img className="announcement-image" src={news.image} alt="" data-testid="news-image" />
        )}
        {news.lead && (
          <p>
            <strong>{news.lead}</strong>
          </p>
        )}
        {news.body && <p>{news.body}</p>}
        {news.link && <ContentLink href={news.link.href} text={news.link.text} />}
      </div>
    </section>
  );
}

/** News from the app configuration (spec 01 §3); closing it hides it for this visit. */
export function News() {
  const news = useOverlays((state) => state.news);
  const set = useOverlays((state) => state.set);
  return news ? <NewsCard news={news} onClose={() => set({ news: null })} /> : null;
}

/**
 * The getting-started cards as users see them; also the administrator's preview. `inline`
 * sets them in a panel (the home view) instead of floating over the map.
 */
export function HowtoCardList({ cards, inline }: { cards: HowtoCards; inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      className={inline ? 'getting-started' : 'card announcement getting-started'}
      aria-label={t('shell.gettingStarted')}
      data-testid="getting-started"
    >
      {inline && <h2 className="getting-started-title">{t('shell.gettingStarted')}</h2>}
      <ul className="howto-cards">
        {cards.map((card, index) => (
          <li key={card.id ?? index} className="howto-card" data-testid="howto-card">
            {card.image && <img className="howto-image" src={card.image} alt="" />}
            <h3>{card.title}</h3>
            {card.text && <p>{card.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The getting-started panel: the app configuration's howtoCards (spec 01 §2, §3). */
export function GettingStarted() {
  const cards = useOverlays((state) => state.howtoCards);
  return cards?.length ? <HowtoCardList cards={cards} inline /> : null;
}

/** The popup for a new event (spec 01 §2). */
export function EventPopup() {
  const { t } = useTranslation();
  const event = useOverlays((state) => state.eventNotification);
  const go = useShellNavigate();
  if (!event) return null;
  const close = () => useOverlays.getState().set({ eventNotification: null });
  return (
    <section
      className="card event-popup"
      role="status"
      aria-label={t('shell.eventNotification')}
      data-testid="event-popup"
    >
      <h2 className="panel-title">
        {event.path ? (
          <a
            href={event.path}
            onClick={(click) => {
              click.preventDefault();
              go(event.path!);
              close();
            }}
          >
            {event.title}
          </a>
        ) : (
          event.title
        )}
      </h2>
      <p>{event.text}</p>
      <Button className="icon-button" aria-label={t('popups.close')} onPress={close}>
        <X aria-hidden size={16} />
      </Button>
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
