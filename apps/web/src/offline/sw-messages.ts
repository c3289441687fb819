/** Messages the page posts to the worker besides the offline command. */
export const SW_MESSAGES = {
  /** workbox-window's own message for "take over now" (R26.23). */
  skipWaiting: 'SKIP_WAITING',
  /** Sign-out: forget what was browsed and the preloads' answers. */
  clearRuntime: 'CLEAR_RUNTIME_CACHES',
} as const;

/** The worker's runtime caches; areas and the precache have their own names. */
export const RUNTIME_CACHE_PREFIX = 'havkart-runtime-';
