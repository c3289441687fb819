import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { clientParts as CLIENT_PARTS } from '@havkart/dataset-ais/client';
import { datasetStringBundles, mergeDatasetStrings } from './dataset-strings.js';

describe('dataset strings', () => {
  it('nests each part’s keys under datasets.{id}', () => {
    const bundles = datasetStringBundles([
      { datasetId: 'ais', strings: { 'nb-NO': { 'filter.title': 'Filtrer' }, 'en-US': {} } },
    ]);
    expect(bundles['nb-NO']).toEqual({ datasets: { ais: { filter: { title: 'Filtrer' } } } });
    expect(bundles['en-US']).toEqual({});
  });

  it('makes the vessel filter labels translate in both languages, keeping the app’s keys', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en-US',
      fallbackLng: false,
      resources: { 'en-US': { translation: { app: { name: 'Havkart' } } }, 'nb-NO': {} },
    });
    mergeDatasetStrings(i18n, CLIENT_PARTS);
    // Dataset keys are not among the app's typed keys: they arrive at run time.
    const t = i18n.t as unknown as (key: string, options?: { lng: string }) => string;
    expect(t('datasets.ais.filter.hideOldAis')).toBe('Hide old AIS positions');
    expect(t('datasets.ais.filter.hideOldAis', { lng: 'nb-NO' })).toBe(
      'Skjul gamle AIS-posisjoner',
    );
    expect(i18n.t('app.name')).toBe('Havkart');
  });
});
