// Recent searches (spec 01 §3, §5): the last three results chosen, newest first, each once.
import type { DatasetSearchTarget } from '@havkart/datasets-core/client';

/** How many are kept (spec 01 §9). */
export const RECENT_SEARCHES_KEPT = 3;
/** The local settings section; signed in, the user data's `recentSearches` too. */
export const RECENT_SEARCHES_SECTION = 'searches';
export const RECENT_SEARCHES_USER_DATA = 'recentSearches';

export interface RecentSearch {
  readonly uniqueId: string;
  /** The source (search component) that found it. */
  readonly component: string;
  readonly label: string;
  readonly detail?: string;
  readonly target: DatasetSearchTarget;
}

/** The list with `chosen` first: a repeat moves to the front instead of showing twice. */
export function rememberSearch(
  list: readonly RecentSearch[],
  chosen: RecentSearch,
): RecentSearch[] {
  return [chosen, ...list.filter((item) => item.uniqueId !== chosen.uniqueId)].slice(
    0,
    RECENT_SEARCHES_KEPT,
  );
}

function pair(value: unknown): readonly [number, number] | undefined {
  return Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n))
    ? [value[0] as number, value[1] as number]
    : undefined;
}

function parseOne(value: unknown): RecentSearch | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const target = item.target as Record<string, unknown> | null | undefined;
  const pathname = target?.pathname;
  if (typeof item.uniqueId !== 'string' || !item.uniqueId) return null;
  if (typeof item.label !== 'string' || typeof pathname !== 'string') return null;
  // Only our own routes: a stored value must not send the app elsewhere.
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return null;
  const center = pair(target?.center);
  const zoom = typeof target?.zoom === 'number' ? target.zoom : undefined;
  return {
    uniqueId: item.uniqueId,
    component: typeof item.component === 'string' ? item.component : '',
    label: item.label,
    ...(typeof item.detail === 'string' ? { detail: item.detail } : {}),
    target: { pathname, ...(center ? { center } : {}), ...(zoom !== undefined ? { zoom } : {}) },
  };
}

/** A stored list, unreadable items dropped, each uniqueId once, at most three. */
export function parseRecentSearches(value: unknown): RecentSearch[] {
  if (!Array.isArray(value)) return [];
  let list: RecentSearch[] = [];
  for (const item of [...value].reverse()) {
    const parsed = parseOne(item);
    if (parsed) list = rememberSearch(list, parsed);
  }
  return list;
}
