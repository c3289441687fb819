import type { HowtoCard, NewsItem } from '@havkart/domain';
import { readStored, writeStored } from '../storage.js';
import { safeWebUrl } from '../../shell/safe-url.js';
import {
  useOverlays,
  type HowtoCardContent,
  type NewsContent,
} from '../../shell/overlays.store.js';

/** Ids of show-once news already seen, in the "news" settings section (checklist A75). */
export const NEWS_SECTION = 'news';

function seenIds(): string[] {
  return (
    readStored(NEWS_SECTION, (value) =>
      Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : null,
    ) ?? []
  );
}

/** The news item to show: active, allowed for this user, and not a show-once item seen. */
export function newsToShow(
  items: readonly NewsItem[],
  signedIn: boolean,
  seen: readonly string[],
): NewsItem | undefined {
  return items.find(
    (item) =>
      item.active &&
      (!item.loginRequired || signedIn) &&
      !(item.showOnce && seen.includes(item.id)),
  );
}

/**
 * A news item as the card shows it. Image and link pass `safeWebUrl` against `base` (the
 * page's address); a link without words of its own shows its address instead.
 */
export function newsContent(item: NewsItem, base: string): NewsContent {
  const href = safeWebUrl(item.link, base);
  return {
    headline: item.headline,
    lead: item.leadText,
    body: item.bodyText,
    image: safeWebUrl(item.image, base),
    link: href ? { href, text: item.linkText.trim() || href } : null,
  };
}

/** The getting-started cards as shown; an empty list gives null, so nothing renders. */
export function howtoCardsContent(
  cards: readonly HowtoCard[],
  base: string,
): HowtoCardContent[] | null {
  if (cards.length === 0) return null;
  return cards.map((card) => ({
    id: card.id,
    title: card.title,
    text: card.body,
    image: safeWebUrl(card.image, base),
  }));
}

export function showNews(items: readonly NewsItem[], signedIn: boolean): void {
  const item = newsToShow(items, signedIn, seenIds());
  if (!item) return;
  if (item.showOnce) writeStored(NEWS_SECTION, [...seenIds(), item.id]);
  useOverlays.getState().set({ news: newsContent(item, window.location.href) });
}

export function showHowtoCards(cards: readonly HowtoCard[]): void {
  useOverlays.getState().set({ howtoCards: howtoCardsContent(cards, window.location.href) });
}
