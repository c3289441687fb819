import { clientPartStyle, layerContext } from '@havkart/datasets-core/client/testing';
import { sourcesFor } from '@havkart/datasets-core';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { themes } from '@havkart/theme';
import { describe, expect, it } from 'vitest';
import { baseStationsManifest } from '../../base-stations.js';
import { baseStationsClientPart } from './index.js';
import { BASE_STATION_STRINGS, baseStationText } from './strings.js';

describe('base-station layer (R10.28)', () => {
  it.each(['day', 'night'] as const)('is a valid MapLibre style in the %s theme', (theme) => {
    const context = layerContext(baseStationsManifest.sources[0]!.dataUrl, {
      theme: themes[theme],
    });
    expect(validateStyleMin(clientPartStyle(baseStationsClientPart, context))).toEqual([]);
  });

  it('is listed only to callers holding BwAisAdmin, refreshed every minute', () => {
    expect(sourcesFor(baseStationsManifest, ['BwYrkesfisker'], [])).toBeNull();
    expect(sourcesFor(baseStationsManifest, [], ['BwAisAdmin'])).not.toBeNull();
    expect(baseStationsManifest.updateMode).toBe('periodic');
    expect(baseStationsManifest.updateIntervalMs).toBe(60_000);
  });

  it('names the four counts in both languages', () => {
    expect(baseStationText('en-US', 'title', 2573205)).toBe('Base station 2573205');
    expect(baseStationText('nb-NO', 'count.atonMessageStatistics')).toBe('Navigasjonshjelpemidler');
    expect(Object.keys(BASE_STATION_STRINGS['en-US']).sort()).toEqual(
      Object.keys(BASE_STATION_STRINGS['nb-NO']).sort(),
    );
  });
});
