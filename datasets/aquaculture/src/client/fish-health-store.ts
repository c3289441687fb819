// What the views share with the live part: the sites once loaded and the selected week's
// fish health. The week is the page address's (`?year=&week=`, the fish-health embed's
// slider writes it there, so a shared link opens on its week), else the current ISO week.
// The slider also announces each new week here: the router rewrites the address without an
// event, and the map must not poll it.
import { isoWeekOf, weekFromParams, type IsoWeek } from '@havkart/domain';
import type { FeatureCollection } from 'geojson';
import type { FishHealthWeek } from '../manifest.js';

/** The week the page asks for, read from its address like the embed's week slider does. */
export function selectedWeek(search: string, now: Date): IsoWeek {
  const params = new URLSearchParams(search);
  return weekFromParams(params.get('year'), params.get('week'), now);
}

export const weekKey = (week: IsoWeek) => `${week.year}-${week.week}`;

export interface FishHealthState {
  readonly sites: FeatureCollection | null;
  readonly week: IsoWeek;
  /** The week's health once loaded; null while loading or after a failure. */
  readonly health: FishHealthWeek | null;
  readonly status: 'loading' | 'ready' | 'failed';
}

let state: FishHealthState = {
  sites: null,
  week: isoWeekOf(new Date()),
  health: null,
  status: 'loading',
};
const listeners = new Set<() => void>();

export function fishHealthState(): FishHealthState {
  return state;
}

export function setFishHealthState(change: Partial<FishHealthState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function subscribeFishHealth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const weekListeners = new Set<(week: IsoWeek) => void>();

/** The page chose another week (the embed's slider): the map loads that week's summary. */
export function announceSelectedWeek(week: IsoWeek): void {
  for (const listener of weekListeners) listener(week);
}

/** Calls `listener` with each announced week; returns the unsubscribe. */
export function onSelectedWeek(listener: (week: IsoWeek) => void): () => void {
  weekListeners.add(listener);
  return () => weekListeners.delete(listener);
}
