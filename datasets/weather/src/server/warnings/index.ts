// The weather warnings' server part: MET Norway's MetAlerts 2.0 when the site sets
// DATASET_WEATHERWARNINGS_URL (polled in Norwegian and English), else the demo set. Served
// per language at `/api/v1/datasets/weatherwarnings/geojson?lang=no|en` (R15.23).
import { APP_VERSION } from '@havkart/domain';
import { pollingFetchOf, type DatasetServerPart } from '@havkart/datasets-core/server';
import type { FeatureCollection } from 'geojson';
import { WEATHER_WARNINGS_ID, WEATHER_WARNINGS_REFRESH_MS } from '../../manifest.js';
import { demoMetAlerts } from './demo.js';
import { readMetAlerts } from './metalerts.js';
import { createMetAlertsPoller, type WarningLanguage } from './poller.js';

export * from './demo.js';
export * from './metalerts.js';
export * from './poller.js';

const LANGUAGES: readonly WarningLanguage[] = ['no', 'en'];

/** The language a request asks for: English only when it says so, as the spec's client does. */
export function warningLanguage(lang: unknown): WarningLanguage {
  return lang === 'en' ? 'en' : 'no';
}

export const weatherWarningsServerPart: DatasetServerPart = {
  datasetId: WEATHER_WARNINGS_ID,
  // MET's contact is one setting for every MET upstream the site uses.
  envAliases: { CONTACT: 'MET_CONTACT' },
  async start(context) {
    const { settings, logger } = context;
    const fetch = pollingFetchOf(context);
    const url = settings['URL'];
    if (!url) {
      return {
        // Recomputed per request: the demo set moves with the hour.
        geojson: (request) =>
          readMetAlerts(demoMetAlerts(Date.now(), warningLanguage(request?.lang)), true)
            .collection as FeatureCollection,
        demoData: true,
      };
    }
    const contact = settings['CONTACT'];
    if (!contact) {
      // MET's terms: a client that does not say who runs it is blocked; refuse to start.
      throw new Error(
        'MET_CONTACT is required with DATASET_WEATHERWARNINGS_URL: MET Norway asks every client to say who runs it (an e-mail address or site URL)',
      );
    }
    const refreshS = Number(settings['REFRESH_S']);
    const pollers = new Map(
      LANGUAGES.map((lang) => [
        lang,
        createMetAlertsPoller({
          url,
          lang,
          userAgent: `Havkart/${APP_VERSION} ${contact}`,
          refreshMs:
            Number.isFinite(refreshS) && refreshS > 0
              ? refreshS * 1000
              : WEATHER_WARNINGS_REFRESH_MS,
          fetch,
          logger,
        }),
      ]),
    );
    await Promise.all([...pollers.values()].map((poller) => poller.start()));
    return {
      geojson: (request) => {
        const lang = warningLanguage(request?.lang);
        // Until one language has answered, the other's warnings are better than none.
        const data =
          pollers.get(lang)?.current() ?? pollers.get(lang === 'en' ? 'no' : 'en')?.current();
        return (data ?? { type: 'FeatureCollection', features: [] }) as FeatureCollection;
      },
      demoData: false,
      close: () => pollers.forEach((poller) => poller.stop()),
    };
  },
};
