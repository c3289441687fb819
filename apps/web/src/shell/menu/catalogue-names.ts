import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.js';
import { CURRENT_PAGE } from '../../app/page-variant.js';

/** Group and dataset names in one language, by id. */
export interface CatalogueNames {
  readonly groups: ReadonlyMap<string, string>;
  readonly datasets: ReadonlyMap<string, string>;
}

const loaded = new Map<string, Promise<CatalogueNames>>();

/**
 * The language the menu first showed names in, which is the one the start-up catalogue came
 * in: the menu mounts before its own settings tab can switch language.
 */
let catalogueLanguage: string | undefined;

/**
 * The catalogue's names in `language`, fetched once per language from the same answers the
 * start-up reads (`GET /api/v1/spadataset/groups|data/{app}?lang=`).
 */
export function catalogueNames(language: string): Promise<CatalogueNames> {
  let names = loaded.get(language);
  if (!names) {
    const app = encodeURIComponent(CURRENT_PAGE.variant.name);
    const query = { lang: language };
    names = Promise.all([
      apiClient.get<readonly { id: string; name: string }[]>(`/bwapi/v1/spadataset/groups/${app}`, {
        query,
      }),
      apiClient.get<Readonly<Record<string, { name: string }>>>(
        `/bwapi/v1/spadataset/data/${app}`,
        { query },
      ),
    ]).then(([groups, datasets]) => ({
      groups: new Map(groups.map((group) => [group.id, group.name])),
      datasets: new Map(Object.entries(datasets).map(([id, dataset]) => [id, dataset.name])),
    }));
    // A failed fetch is tried again at the next switch, not remembered.
    names.catch(() => loaded.delete(language));
    loaded.set(language, names);
  }
  return names;
}

/**
 * The menu's names in the language the user switched to: the catalogue the services were
 * built from stays in the start-up language, so after a switch the names come anew, and until
 * they have come (or if they cannot) the start-up names stand.
 */
export function useCatalogueNames(): CatalogueNames | null {
  const { i18n } = useTranslation();
  const language = i18n.language;
  catalogueLanguage ??= language;
  const startLanguage = catalogueLanguage;
  const [names, setNames] = useState<{ language: string; names: CatalogueNames } | null>(null);
  useEffect(() => {
    if (language === startLanguage) return;
    let current = true;
    catalogueNames(language).then(
      (fetched) => current && setNames({ language, names: fetched }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language, startLanguage]);
  return names && names.language === language ? names.names : null;
}
