import { deskNotificationsToShow, type Language, type NewsItem } from '@havkart/domain';
import { howtoCardsContent, newsContent, newsToShow } from '../../app/startup/news.js';
import type { OverlaysState } from '../../shell/overlays.store.js';

/** A text in both languages, as the server stores what administrators write. */
export type Localized = Record<Language, string>;
export type NoticeType = 'info' | 'warning' | 'error' | 'success';

export interface StoredDeskNotification {
  show: boolean;
  type: NoticeType;
  text: Localized;
  /** When shown, this app's text replaces the global notification. */
  override: boolean;
}

export interface StoredGlobalDeskNotification {
  show: boolean;
  type: NoticeType;
  text: Localized;
}

export interface StoredNewsItem {
  id: string;
  active: boolean;
  headline: Localized;
  leadText: Localized;
  bodyText: Localized;
  image: string | null;
  link: string | null;
  linkText: Localized;
  loginRequired: boolean;
  showOnce: boolean;
}

export interface StoredHowtoCard {
  id: string;
  title: Localized;
  body: Localized;
  image: string | null;
}

/** `PUT /api/v1/admin/spadata/{app}`: one app variant's notification, news and cards. */
export interface StoredAppConfig {
  deskNotification: StoredDeskNotification;
  news: StoredNewsItem[];
  howtoCards: StoredHowtoCard[];
}

/** Everything the editor changes: one app's configuration and the global notification. */
export interface ContentDraft {
  config: StoredAppConfig;
  global: StoredGlobalDeskNotification;
}

/** The server's bounds (app-config-schemas.ts), checked here first so the field says why. */
export const CONTENT_LIMITS = {
  notice: 1000,
  headline: 200,
  leadText: 1000,
  bodyText: 10_000,
  linkText: 200,
  title: 200,
  body: 4000,
  url: 2000,
  items: 50,
} as const;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Our own path or an http(s) URL: the only links the server stores (spec 01 §5). */
const URL_PATTERN = /^(https?:\/\/\S+|\/\S*)$/;

export type ContentProblem =
  'required' | 'tooLong' | 'badId' | 'duplicateId' | 'badUrl' | 'tooMany';
export interface ContentError {
  problem: ContentProblem;
  max?: number;
}
/**
 * Errors by field path, named as the server names them (`news.0.headline.nb-NO`,
 * `deskNotification.text.en-US`); the global notification's fields start with `global.`.
 */
export type ContentErrors = Record<string, ContentError>;

const LANGUAGES: readonly Language[] = ['nb-NO', 'en-US'];

function checkText(
  errors: ContentErrors,
  path: string,
  text: Localized,
  max: number,
  required: boolean,
): void {
  for (const language of LANGUAGES) {
    const value = text[language];
    if (value.length > max) errors[`${path}.${language}`] = { problem: 'tooLong', max };
    else if (required && value.trim() === '')
      errors[`${path}.${language}`] = { problem: 'required' };
  }
}

function checkUrl(errors: ContentErrors, path: string, url: string | null): void {
  if (url === null) return;
  if (url.length > CONTENT_LIMITS.url) {
    errors[path] = { problem: 'tooLong', max: CONTENT_LIMITS.url };
  } else if (!URL_PATTERN.test(url)) errors[path] = { problem: 'badUrl' };
}

function checkIds(errors: ContentErrors, path: string, items: readonly { id: string }[]): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (!ID.test(item.id)) errors[`${path}.${index}.id`] = { problem: 'badId' };
    else if (seen.has(item.id)) errors[`${path}.${index}.id`] = { problem: 'duplicateId' };
    seen.add(item.id);
  });
  if (items.length > CONTENT_LIMITS.items) {
    errors[path] = { problem: 'tooMany', max: CONTENT_LIMITS.items };
  }
}

/**
 * What is wrong with a draft, by field. Beyond the server's bounds, a notification that is
 * shown, an active news item, a card and a link need their words in both languages: users
 * of either language would otherwise see an empty banner, headline or link.
 */
export function validateContent(draft: ContentDraft): ContentErrors {
  const errors: ContentErrors = {};
  const { config, global } = draft;
  const desk = config.deskNotification;
  checkText(errors, 'deskNotification.text', desk.text, CONTENT_LIMITS.notice, desk.show);
  checkText(errors, 'global.text', global.text, CONTENT_LIMITS.notice, global.show);
  checkIds(errors, 'news', config.news);
  config.news.forEach((item, index) => {
    const path = `news.${index}`;
    checkText(errors, `${path}.headline`, item.headline, CONTENT_LIMITS.headline, item.active);
    checkText(errors, `${path}.leadText`, item.leadText, CONTENT_LIMITS.leadText, false);
    checkText(errors, `${path}.bodyText`, item.bodyText, CONTENT_LIMITS.bodyText, false);
    checkText(errors, `${path}.linkText`, item.linkText, CONTENT_LIMITS.linkText, !!item.link);
    checkUrl(errors, `${path}.image`, item.image);
    checkUrl(errors, `${path}.link`, item.link);
  });
  checkIds(errors, 'howtoCards', config.howtoCards);
  config.howtoCards.forEach((card, index) => {
    const path = `howtoCards.${index}`;
    checkText(errors, `${path}.title`, card.title, CONTENT_LIMITS.title, true);
    checkText(errors, `${path}.body`, card.body, CONTENT_LIMITS.body, false);
    checkUrl(errors, `${path}.image`, card.image);
  });
  return errors;
}

/** What the app would show with this draft, in one language, to a signed-in user or not. */
export interface ContentPreview {
  desk: OverlaysState['deskNotification'];
  news: OverlaysState['news'];
  howtoCards: OverlaysState['howtoCards'];
}

/**
 * The draft put through the app's own start-up rules: the first desk banner to show
 * (`deskNotificationsToShow`; the app shows a success notice in the info style), the news
 * item `newsToShow` picks and the cards, as `newsContent` and `howtoCardsContent` make them
 * for the card: image and link only when `safeWebUrl` lets them pass against `base` (the
 * page's address). Show-once items count as unseen, as for a new visitor.
 */
export function previewContent(
  draft: ContentDraft,
  language: Language,
  signedIn: boolean,
  base: string,
): ContentPreview {
  const { config, global } = draft;
  const desk = config.deskNotification;
  const banner = deskNotificationsToShow({
    show: desk.show,
    type: desk.type,
    text: desk.text[language],
    override: desk.override,
    global: { show: global.show, type: global.type, text: global.text[language] },
  })[0];
  const news: NewsItem[] = config.news.map((item) => ({
    ...item,
    headline: item.headline[language],
    leadText: item.leadText[language],
    bodyText: item.bodyText[language],
    linkText: item.linkText[language],
  }));
  const item = newsToShow(news, signedIn, []);
  return {
    desk: banner
      ? { text: banner.text, type: banner.type === 'success' ? 'info' : banner.type }
      : null,
    news: item ? newsContent(item, base) : null,
    howtoCards: howtoCardsContent(
      config.howtoCards.map((card) => ({
        ...card,
        title: card.title[language],
        body: card.body[language],
      })),
      base,
    ),
  };
}

/** A fresh id for a new item, unlike the ids already in the list. */
export function freshId(prefix: string, items: readonly { id: string }[]): string {
  const taken = new Set(items.map((item) => item.id));
  let n = items.length + 1;
  while (taken.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

const blank = (): Localized => ({ 'nb-NO': '', 'en-US': '' });

export function newNewsItem(items: readonly StoredNewsItem[]): StoredNewsItem {
  return {
    id: freshId('news', items),
    active: false,
    headline: blank(),
    leadText: blank(),
    bodyText: blank(),
    image: null,
    link: null,
    linkText: blank(),
    loginRequired: false,
    showOnce: false,
  };
}

export function newHowtoCard(cards: readonly StoredHowtoCard[]): StoredHowtoCard {
  return { id: freshId('card', cards), title: blank(), body: blank(), image: null };
}
