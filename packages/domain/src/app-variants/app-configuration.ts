import type { Language } from '../i18n/languages.js';
import type { DeskNotificationConfig } from './desk-notification.js';

/** A news item in one language (spec 01 §3). */
export interface NewsItem {
  id: string;
  /** Inactive items are kept for the administrator but not shown. */
  active: boolean;
  headline: string;
  leadText: string;
  bodyText: string;
  /** Our own path or an http(s) URL; null: no image. */
  image: string | null;
  /** Our own path or an http(s) URL; null: no link. */
  link: string | null;
  linkText: string;
  /** Shown to signed-in users only. */
  loginRequired: boolean;
  /** Not shown again once seen (ids kept in the "news" settings section, checklist A75). */
  showOnce: boolean;
}

/** A getting-started card in one language (spec 01 §2, §3: howtoCards). */
export interface HowtoCard {
  id: string;
  title: string;
  body: string;
  image: string | null;
}

/** `GET /api/v1/spadata/{app}?lang=`: one app variant's configuration in one language. */
export interface AppConfiguration {
  /** The app variant's name. */
  app: string;
  language: Language;
  deskNotification: DeskNotificationConfig;
  news: NewsItem[];
  howtoCards: HowtoCard[];
  /**
   * Which service the place search asks: Kartverket through the proxy, or the GeoNames index
   * (demo data). Absent from an older server: GeoNames.
   */
  placeSearchSource?: 'stedsnavn' | 'geonames';
  /** Sites that may embed the map (the server's EMBED_ORIGINS); none: embedding is refused. */
  embedOrigins?: string[];
  /** ISO time of the last change to this configuration or the global notification. */
  updatedAt: string;
}
