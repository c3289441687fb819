// @vitest-environment happy-dom
import { UNIT_SETTINGS } from '@havkart/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  effectiveSetting,
  isSettingAvailable,
  OLD_AIS_THRESHOLD_HOURS,
  settingDefinition,
  SETTING_DEFINITIONS,
} from './definitions.js';
import { onSettingChange, setSettingsLog, useSettings } from './settings.store.js';

describe('setting definitions (spec 01 §3, §9)', () => {
  it.each([
    'distanceCircles',
    'graticule',
    'popups',
    'aisTrack',
    'favourites',
    'bearingVectors',
    'recentAisTracks',
    'eventNotificationPopups',
    'autoUpdate',
    'mobileLandscapeFullScreen',
  ])('%s is on by default', (id) => {
    expect(settingDefinition(id)).toMatchObject({ type: 'boolean', defaultValue: true });
  });

  it.each([
    'nightMode',
    'automaticNightMode',
    'combinedPopups',
    'utcTime',
    'polarView',
    'line62North',
    'alwaysShowVesselLabels',
    'colourAisTrackBySpeed',
    'hideVesselsAtRest',
    'waveArrowLabels',
  ])('%s is off by default', (id) => {
    expect(settingDefinition(id)).toMatchObject({ type: 'boolean', defaultValue: false });
  });

  it('offers every unit of each quantity, default first', () => {
    for (const [quantity, units] of Object.entries(UNIT_SETTINGS)) {
      expect(settingDefinition(`${quantity}Unit`)).toMatchObject({
        type: 'multiple',
        defaultValue: units.defaultUnit,
        options: units.units,
      });
    }
  });

  it('old-AIS threshold 1, 3, 6, 12, 24, 48 h with 6 by default; search exclusions', () => {
    expect(settingDefinition('oldAisThresholdHours')).toMatchObject({ defaultValue: 6 });
    expect(OLD_AIS_THRESHOLD_HOURS).toEqual([1, 3, 6, 12, 24, 48]);
    expect(settingDefinition('excludedSearchCategories')?.options).toEqual([
      'placeNames',
      'vessels',
      'weatherStations',
    ]);
  });

  it('shows every unit of spec 01 §9, the weather ones included (R15.29)', () => {
    const shown = Object.keys(UNIT_SETTINGS).filter((q) => settingDefinition(`${q}Unit`)?.shown);
    expect(shown).toEqual(Object.keys(UNIT_SETTINGS));
    expect(settingDefinition('windSpeedUnit')).toMatchObject({
      shown: true,
      defaultValue: 'm/s',
      options: ['m/s', 'knots', 'mph', 'km/h', 'beaufort'],
    });
  });

  it.each([
    'distanceCircles',
    'bearingVectors',
    'alwaysShowVesselLabels',
    'hideVesselsAtRest',
    'oldAisThresholdHours',
  ])('%s is on the settings screen: the vessel layer follows it', (id) => {
    expect(settingDefinition(id)?.shown).toBe(true);
  });

  it('ids are unique and every type is one of the spec', () => {
    const ids = SETTING_DEFINITIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of SETTING_DEFINITIONS) {
      expect(['boolean', 'multiple', 'slider', 'number', 'timewindow', 'multiselect']).toContain(
        d.type,
      );
    }
  });
});

describe('dependencies (spec 01 §4)', () => {
  it.each([
    ['combinedPopups', 'popups'],
    ['nightModeWindow', 'automaticNightMode'],
    ['fetchRecentAisTracks', 'recentAisTracks'],
  ])('%s only while %s is on', (id, requires) => {
    expect(isSettingAvailable(id, { [requires]: true })).toBe(true);
    expect(isSettingAvailable(id, { [requires]: false })).toBe(false);
  });

  it('combined popups take no effect without popups', () => {
    expect(effectiveSetting('combinedPopups', { popups: true, combinedPopups: true })).toBe(true);
    expect(effectiveSetting('combinedPopups', { popups: false, combinedPopups: true })).toBe(false);
    expect(effectiveSetting('fetchRecentAisTracks', { recentAisTracks: false })).toBe(false);
    expect(effectiveSetting('fetchRecentAisTracks', {})).toBe(true);
  });
});

describe('the settings store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettings.setState({ values: {} });
  });

  it('saves under the app-name prefix and refuses values that do not fit', () => {
    expect(useSettings.getState().set('utcTime', true)).toBe(true);
    expect(JSON.parse(localStorage.getItem('havkart.settings') ?? '{}')).toMatchObject({
      utcTime: true,
    });
    expect(useSettings.getState().set('windSpeedUnit', 'furlongs')).toBe(false);
    expect(useSettings.getState().set('windSpeedUnit', 'beaufort')).toBe(true);
    expect(useSettings.getState().set('nightOverlayOpacity', 0.9)).toBe(true);
    expect(useSettings.getState().values.nightOverlayOpacity).toBe(0.75);
  });

  it('refuses a setting whose dependency is off', () => {
    useSettings.getState().set('popups', false);
    expect(useSettings.getState().set('combinedPopups', true)).toBe(false);
    useSettings.getState().set('popups', true);
    expect(useSettings.getState().set('combinedPopups', true)).toBe(true);
  });

  it('a throwing onChange handler is logged and the value kept', () => {
    const log = vi.fn();
    setSettingsLog(log);
    const stop = onSettingChange('graticule', () => {
      throw new Error('broken');
    });
    expect(useSettings.getState().set('graticule', false)).toBe(true);
    expect(useSettings.getState().values.graticule).toBe(false);
    expect(log).toHaveBeenCalledWith(
      'Error in onChange handler for setting graticule',
      expect.any(Error),
    );
    stop();
  });
});
