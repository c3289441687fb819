import { useSyncExternalStore } from 'react';
import type { SiteWeekHealth } from '../manifest.js';
import { fishHealthState, subscribeFishHealth, type FishHealthState } from './fish-health-store.js';

/** The sites and the selected week's fish health, re-rendering when either changes. */
export function useFishHealth(): FishHealthState {
  return useSyncExternalStore(subscribeFishHealth, fishHealthState);
}

/** One site's health in the shown week; undefined when the week does not list it. */
export function siteHealth(state: FishHealthState, loknr: number): SiteWeekHealth | undefined {
  return state.health?.localities.find((site) => site.localityNo === loknr);
}
