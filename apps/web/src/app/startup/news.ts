import type { NewsItem } from '@havkart/domain';
import { readStored, writeStored } from '../storage.js';
import { useOverlays } from '../../shell/overlays.store.js';

/** Ids of show-once news already seen, in the "news" settings section (checklist A75). */
const SECTION = 'news';

function seenIds(): string[] {
  return (
    readStored(SECTION, (value) =>
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

export function showNews(items: readonly NewsItem[], signedIn: boolean): void {
  const item = newsToShow(items, signedIn, seenIds());
  if (!item) return;
  if (item.showOnce) writeStored(SECTION, [...seenIds(), item.id]);
  useOverlays.getState().set({
    news: { headline: item.headline, lead: item.leadText, body: item.bodyText },
  });
}
