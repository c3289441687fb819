// The share link this page was opened with, read once: it applies to the visit it opened, and
// later navigation within the app keeps what it set.
import { parseShareLink } from './share-config.js';
import type { ReadShareLink } from './share-values.js';

/** The link this page was opened with, read once: it applies to the visit it opened. */
export const OPENED_SHARE_LINK: ReadShareLink = parseShareLink(
  typeof window === 'undefined' ? '' : window.location.search,
);
