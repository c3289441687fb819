import { describe, expect, it } from 'vitest';
import { parseShareLink } from './share-config.js';
import { OLD_STYLE_KEYS } from './share-old-style.js';
import { SHARE_OPTION_NAMES } from './share-values.js';

const json = (config: unknown) => `?${encodeURIComponent(JSON.stringify(config))}`;

describe('share config (R19.13, R19.14)', () => {
  it('has the eight options of spec 01 §3', () => {
    expect(SHARE_OPTION_NAMES).toEqual([
      'useDatasetConfig',
      'useUiState',
      'useZoomAndCenter',
      'useMapBounds',
      'useNightMode',
      'nonInteractiveMap',
      'hideDistanceCircles',
      'hideBearingVectors',
    ]);
  });

  it('reads the state of a new-style link: datasets, view, route, panels (A80)', () => {
    const { config } = parseShareLink(
      json({
        options: { useDatasetConfig: true, useZoomAndCenter: true, useUiState: true },
        state: {
          datasetConfigs: { ais: { enabled: true, filters: [{ id: 'x' }], options: { a: 1 } } },
          center: [5.3, 60.4],
          zoom: 9,
          bounds: [4, 60, 6, 61],
          route: '/ais/257000001',
          detailsOpen: true,
          menuOpen: false,
        },
      }),
    );
    expect(config).toEqual({
      options: expect.objectContaining({
        useDatasetConfig: true,
        useZoomAndCenter: true,
        useUiState: true,
        useNightMode: false,
      }) as unknown,
      state: {
        datasetConfigs: { ais: { enabled: true, filters: [{ id: 'x' }], options: { a: 1 } } },
        center: [5.3, 60.4],
        zoom: 9,
        bounds: [4, 60, 6, 61],
        route: '/ais/257000001',
        detailsOpen: true,
        menuOpen: false,
      },
      extras: {},
    });
  });

  it('drops out-of-range zooms and coordinates and foreign routes alone', () => {
    const { config } = parseShareLink(
      json({
        options: { useZoomAndCenter: true, useNightMode: 'yes' },
        state: { center: [200, 60], zoom: 40, route: '//evil.example/x', menuOpen: true },
      }),
    );
    expect(config?.state).toEqual({ datasetConfigs: {}, menuOpen: true });
    expect(config?.options.useNightMode).toBe(false);
  });

  it('reports broken JSON so it can be logged, and reads nothing (R19.22)', () => {
    const read = parseShareLink('?%7B%22options%22');
    expect(read.config).toBeNull();
    expect(read.error).toEqual(expect.any(String));
    expect(parseShareLink('?[1,2]').config).toBeNull();
  });

  it('reads the JSON up to the first raw & (an embed address adds lang)', () => {
    const read = parseShareLink(`${json({ options: { useNightMode: true } })}&lang=en-US`);
    expect(read.config?.options.useNightMode).toBe(true);
  });
});

describe('old-style links (spec 02 §5; R19.18–R19.21, A40, A43)', () => {
  it('knows exactly the ten keys', () => {
    expect([...OLD_STYLE_KEYS].sort()).toEqual([
      'aisTrackInterval',
      'datasetIds',
      'detailsCollapsed',
      'enableNightMode',
      'hideAisTrack',
      'mapBounds',
      'nonInteractiveMap',
      'selectedFeature',
      'trackSelectedFeature',
      'zoomAndCenter',
    ]);
  });

  it('is ignored entirely for any other key', () => {
    expect(parseShareLink('?zoomAndCenter=9_10.4,63.43&utm=x').config).toBeNull();
    expect(parseShareLink('?lang=en-US').config).toBeNull();
    expect(parseShareLink('').config).toBeNull();
  });

  it('reads every key into the share config', () => {
    const { config } = parseShareLink(
      '?zoomAndCenter=9_10.4,63.43&mapBounds=4,60_6,61&enableNightMode=true' +
        '&nonInteractiveMap=true&datasetIds=ais,aton&detailsCollapsed=true' +
        '&selectedFeature=ais/257000001&hideAisTrack=true&aisTrackInterval=6' +
        '&trackSelectedFeature=false',
    );
    expect(config?.options).toEqual({
      useDatasetConfig: true,
      useUiState: true,
      useZoomAndCenter: true,
      useMapBounds: false,
      useNightMode: true,
      nonInteractiveMap: true,
      hideDistanceCircles: false,
      hideBearingVectors: false,
    });
    expect(config?.state).toEqual({
      datasetConfigs: { ais: { enabled: true }, aton: { enabled: true } },
      center: [10.4, 63.43],
      zoom: 9,
      detailsOpen: false,
      route: '/ais/257000001',
    });
    expect(config?.extras).toEqual({
      hideAisTrack: true,
      aisTrackInterval: 6,
      trackSelectedFeature: false,
    });
  });

  it('needs two parts for mapBounds and zoomAndCenter; a valid zoomAndCenter cancels mapBounds', () => {
    expect(parseShareLink('?mapBounds=4,60_6,61').config?.state.bounds).toEqual([4, 60, 6, 61]);
    expect(parseShareLink('?mapBounds=4,60_6,61_7,62').config?.options.useMapBounds).toBe(false);
    expect(parseShareLink('?zoomAndCenter=9_10.4,63.43_1').config?.options.useZoomAndCenter).toBe(
      false,
    );
    const fallBack = parseShareLink('?mapBounds=4,60_6,61&zoomAndCenter=9').config;
    expect(fallBack?.options).toMatchObject({ useZoomAndCenter: false, useMapBounds: true });
    const both = parseShareLink('?mapBounds=4,60_6,61&zoomAndCenter=9_10.4,63.43').config;
    expect(both?.options).toMatchObject({ useZoomAndCenter: true, useMapBounds: false });
    expect(both?.state.bounds).toBeUndefined();
  });

  it('takes booleans as true or false only and drops a bad value alone', () => {
    const { config } = parseShareLink('?enableNightMode=yes&zoomAndCenter=30_5,60&hideAisTrack=1');
    expect(config?.options.useNightMode).toBe(false);
    expect(config?.options.useZoomAndCenter).toBe(false);
    expect(config?.extras).toEqual({});
  });
});
