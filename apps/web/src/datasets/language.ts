// The interface language as dataset layers take it, and the rule that a dataset whose layers
// write text in the interface language (depth numbers as "12,5" or "12.5") rebuilds them when
// the user switches language, as it does for the depth unit (spec 01 §1, 02 §4).
import type { DatasetClientPart, DatasetLayerContext } from '@havkart/datasets-core/client';
import type { DatasetServices } from './dataset-services.js';

export type LayerLanguage = DatasetLayerContext['language'];

/** An i18next language code in the layer context's words; Norwegian unless English. */
export function layerLanguage(language: string | undefined): LayerLanguage {
  return language?.startsWith('en') ? 'en-US' : 'nb-NO';
}

/** Whether a dataset's layers differ by language. */
export function dependsOnLanguage(
  part: Pick<DatasetClientPart<unknown>, 'layers'>,
  context: DatasetLayerContext,
): boolean {
  const inLanguage = (language: LayerLanguage) =>
    JSON.stringify(part.layers({ ...context, language }));
  return inLanguage('nb-NO') !== inLanguage('en-US');
}

/** The part of i18next this needs: its language-change event. */
export interface LanguageEvents {
  on(event: 'languageChanged', listener: (language: string) => void): unknown;
  off(event: 'languageChanged', listener: (language: string) => void): unknown;
}

/** Refreshes every active dataset whose layers depend on language after each switch. */
export function refreshOnLanguageChange(
  services: DatasetServices,
  i18n: LanguageEvents,
): () => void {
  const refresh = () => {
    for (const service of services.services.values()) {
      if (!service.flags.active) continue;
      if (
        service.dataUrlFollowsLanguage() ||
        dependsOnLanguage(service.part, service.layerContext())
      ) {
        void service.refresh().catch(() => undefined);
      }
    }
  };
  i18n.on('languageChanged', refresh);
  return () => i18n.off('languageChanged', refresh);
}
