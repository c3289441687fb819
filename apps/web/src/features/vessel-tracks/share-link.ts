// The old-style share link's `hideAisTrack` (spec 02 §5, checklist R07.05, R19.18): such a
// link is used only when every key in it is known; then `hideAisTrack=true` hides the asked-
// for vessel's track for the visit the link opened. New-style links (JSON) are not old-style.
import { OLD_STYLE_KEYS } from '../../map/position/index.js';

/** Whether an address's query is an old-style share link that hides the AIS track. */
export function hidesAisTrack(search: string): boolean {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '' || query.startsWith('{') || /^%7B/i.test(query)) return false;
  const params = new URLSearchParams(query);
  for (const key of params.keys()) if (!OLD_STYLE_KEYS.has(key)) return false;
  return params.get('hideAisTrack') === 'true';
}

/** Read once: the link applies to the visit it opened, later navigation keeps it. */
export const OPENED_HIDING_AIS_TRACK: boolean = hidesAisTrack(
  typeof window === 'undefined' ? '' : window.location.search,
);
