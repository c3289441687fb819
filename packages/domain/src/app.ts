/** Application version (spec 01 §1); also sent as the app-version request header. */
export const APP_VERSION = '25.10.57';

/** Application name, used as the settings key prefix and the app-name request header. */
export const APP_NAME = 'havkart';
