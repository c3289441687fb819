import { describe, expect, it } from 'vitest';
import { datasetEnvPrefix, datasetSettings } from './part.js';

describe('dataset settings from the environment', () => {
  it('reads DATASET_{ID}_* with the id upper-cased and - as _', () => {
    expect(datasetEnvPrefix('basemap-simple')).toBe('DATASET_BASEMAP_SIMPLE_');
    const env = {
      DATASET_NAVIGATIONINSTALLATIONS_URL: 'https://example.org/nav',
      DATASET_NAVIGATIONINSTALLATIONS_REFRESH_S: '600',
      DATASET_NAVIGATIONINSTALLATIONS_EMPTY: '',
      DATASET_FAIRWAYS_URL: 'https://example.org/fairways',
    };
    expect(datasetSettings('navigationinstallations', env)).toEqual({
      URL: 'https://example.org/nav',
      REFRESH_S: '600',
    });
  });

  it('reads the names the spec fixes, the prefixed name winning', () => {
    const aliases = { URL: 'BASEMAP_URL' };
    expect(datasetSettings('basemap', { BASEMAP_URL: '/srv/n.pmtiles' }, aliases)).toEqual({
      URL: '/srv/n.pmtiles',
    });
    expect(
      datasetSettings(
        'basemap',
        { BASEMAP_URL: '/srv/n.pmtiles', DATASET_BASEMAP_URL: '/srv/m.pmtiles' },
        aliases,
      ),
    ).toEqual({ URL: '/srv/m.pmtiles' });
  });
});
