// The i18n strings client parts bring (`DatasetClientPart.strings`, datasets-core): merged
// under `datasets.{datasetId}.` so a dataset's views and filter labels (`labelKey`
// `datasets.ais.filter.hideOldAis`) translate like the app's own keys.
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import type { Language } from '@havkart/domain';

type Tree = { [key: string]: string | Tree };
type Part = Pick<DatasetClientPart<unknown>, 'datasetId' | 'strings'>;

/** Resource bundles per language: `{ datasets: { [id]: nested keys } }`; dots nest. */
export function datasetStringBundles(parts: readonly Part[]): Record<Language, Tree> {
  const bundles: Record<Language, Tree> = { 'nb-NO': {}, 'en-US': {} };
  for (const part of parts) {
    for (const language of Object.keys(bundles) as Language[]) {
      const strings = part.strings?.[language];
      if (!strings) continue;
      for (const [key, text] of Object.entries(strings)) {
        place(bundles[language], ['datasets', part.datasetId, ...key.split('.')], text);
      }
    }
  }
  return bundles;
}

function place(tree: Tree, path: readonly string[], text: string): void {
  let node = tree;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    // A key that is both a text and a prefix of other keys keeps the text's children.
    if (typeof next !== 'object') node[segment] = {};
    node = node[segment] as Tree;
  }
  node[path[path.length - 1]!] = text;
}

/** What merging needs of an i18next instance. */
export interface StringTarget {
  addResourceBundle(
    language: string,
    namespace: string,
    resources: Tree,
    deep: boolean,
    overwrite: boolean,
  ): unknown;
}

/** Adds the parts' strings to the app's translations; the app's own keys are never replaced. */
export function mergeDatasetStrings(target: StringTarget, parts: readonly Part[]): void {
  for (const [language, bundle] of Object.entries(datasetStringBundles(parts))) {
    target.addResourceBundle(language, 'translation', bundle, true, false);
  }
}
