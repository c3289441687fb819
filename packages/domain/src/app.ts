/** Application version (spec 01 §1); also sent as the app-version request header. */
export const APP_VERSION = '25.10.57';

/** Application name, used as the settings key prefix and the app-name request header. */
export const APP_NAME = 'havkart';

/** A preload request counts as failed after this many milliseconds (spec 01 §7, §9). */
export const PRELOAD_TIMEOUT_MS = 20_000;
