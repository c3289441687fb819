import { APP_NAME } from '@havkart/domain';
import { CURRENT_PAGE } from '../app/page-variant.js';
import { createApiClient } from './api-client.js';

/** The key the web app sends when the build names none (`VITE_API_KEY`). */
export const DEFAULT_API_KEY = `${APP_NAME}-web`;

const env = import.meta.env as Record<string, string | undefined>;

/** The app's one API client; sign-in and the AIS token fetch fill its bearer slot. */
export const apiClient = createApiClient({
  basePath: env.VITE_API_BASE_PATH || '/api',
  apiKey: env.VITE_API_KEY || DEFAULT_API_KEY,
  // The variant the page's address chose is the `x-spa-name` of every call.
  appName: CURRENT_PAGE.variant.name,
});
