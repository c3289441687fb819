// The old-style share link's `hideAisTrack` (spec 02 §5, checklist R07.05, R19.18): such a
// link is used only when every key in it is known; then `hideAisTrack=true` hides the asked-
// for vessel's track for the visit the link opened. The share config reads the link.
import { OPENED_SHARE_LINK } from '../share/opened.js';
import { parseShareLink } from '../share/share-config.js';

/** Whether an address's query is an old-style share link that hides the AIS track. */
export function hidesAisTrack(search: string): boolean {
  return parseShareLink(search).config?.extras.hideAisTrack === true;
}

/** Read once: the link applies to the visit it opened, later navigation keeps it. */
export const OPENED_HIDING_AIS_TRACK: boolean =
  OPENED_SHARE_LINK.config?.extras.hideAisTrack === true;
