import { SUPPORTED_LANGUAGES, UNIT_SETTINGS, type UnitQuantity } from '@havkart/domain';
import { DEFAULT_NIGHT_WINDOW, parseNightWindow } from '../night-mode/night-window.js';
import { NIGHT_OVERLAY_MAX } from '../shell/appearance.store.js';

/** The setting types of spec 01 §3. */
export type SettingType =
  'boolean' | 'multiple' | 'slider' | 'number' | 'timewindow' | 'multiselect';

export type SettingCategory =
  'general' | 'map' | 'popups' | 'ais' | 'nightMode' | 'units' | 'search';

export interface SettingDefinition {
  readonly id: string;
  readonly category: SettingCategory;
  readonly type: SettingType;
  readonly defaultValue: unknown;
  /** The values a `multiple` or `multiselect` setting offers. */
  readonly options?: readonly (string | number)[];
  /** Range of a `slider` or `number`. */
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  /** The boolean setting this one needs on to be set or to take effect (spec 01 §4). */
  readonly requires?: string;
  /** The boolean setting that, while on, takes this one out of the user's hands. */
  readonly disabledBy?: string;
  /** Whether the app already shows what the setting does; the others stay off screen. */
  readonly shown: boolean;
}

const bool = (
  id: string,
  category: SettingCategory,
  defaultValue: boolean,
  extra: Partial<SettingDefinition> = {},
): SettingDefinition => ({ id, category, type: 'boolean', defaultValue, shown: false, ...extra });

/** The old-AIS threshold options in hours (checklist A59), 6 by default (spec 01 §9). */
export const OLD_AIS_THRESHOLD_HOURS = [1, 3, 6, 12, 24, 48] as const;

/** Search categories a user may leave out of search (spec 01 §9). */
export const EXCLUDABLE_SEARCH_CATEGORIES = ['placeNames', 'vessels', 'weatherStations'] as const;

/**
 * The quantities something on screen follows: depth numbers, vessel speeds, and the weather
 * quantities (R15.29): wind and wave height in the weather-station popups; current, rain and
 * temperature are chosen here too, the one place weather units are set.
 */
const UNITS_IN_USE: ReadonlySet<UnitQuantity> = new Set([
  'depth',
  'vesselSpeed',
  'waveHeight',
  'windSpeed',
  'seaCurrent',
  'rain',
  'temperature',
]);

const unitSettings: SettingDefinition[] = (Object.keys(UNIT_SETTINGS) as UnitQuantity[]).map(
  (quantity) => ({
    id: `${quantity}Unit`,
    category: 'units',
    type: 'multiple',
    defaultValue: UNIT_SETTINGS[quantity].defaultUnit,
    options: UNIT_SETTINGS[quantity].units,
    shown: UNITS_IN_USE.has(quantity),
  }),
);

/**
 * Every setting of spec 01 §2, §3 and §9 with its defaults (the spec's on and off lists).
 * `shown` marks those whose effect the app already has.
 */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  {
    id: 'language',
    category: 'general',
    type: 'multiple',
    defaultValue: 'nb-NO',
    options: SUPPORTED_LANGUAGES,
    shown: true,
  },
  bool('utcTime', 'general', false, { shown: true }),
  bool('autoUpdate', 'general', true),
  bool('mobileLandscapeFullScreen', 'general', true, { shown: true }),
  bool('graticule', 'map', true, { shown: true }),
  bool('line62North', 'map', false, { shown: true }),
  bool('polarView', 'map', false, { shown: true }),
  bool('distanceCircles', 'map', true, { shown: true }),
  bool('bearingVectors', 'map', true, { shown: true }),
  bool('favourites', 'map', true, { shown: true }),
  // Off by default (A60): the spec's default lists name neither on nor off.
  bool('waveArrowLabels', 'map', false, { shown: true }),
  bool('popups', 'popups', true, { shown: true }),
  bool('combinedPopups', 'popups', false, { requires: 'popups', shown: true }),
  bool('eventNotificationPopups', 'popups', true, { shown: true }),
  bool('aisTrack', 'ais', true, { shown: true }),
  bool('recentAisTracks', 'ais', true, { shown: true }),
  bool('fetchRecentAisTracks', 'ais', true, { requires: 'recentAisTracks', shown: true }),
  bool('alwaysShowVesselLabels', 'ais', false, { shown: true }),
  // Not in the spec: hides vessels at anchor or moored (datasets/ais … filters/at-rest.ts).
  bool('hideVesselsAtRest', 'ais', false, { shown: true }),
  bool('colourAisTrackBySpeed', 'ais', false, { shown: true }),
  {
    id: 'oldAisThresholdHours',
    category: 'ais',
    type: 'multiple',
    defaultValue: 6,
    options: OLD_AIS_THRESHOLD_HOURS,
    shown: true,
  },
  bool('nightMode', 'nightMode', false, { shown: true, disabledBy: 'automaticNightMode' }),
  bool('automaticNightMode', 'nightMode', false, { shown: true }),
  {
    id: 'nightModeWindow',
    category: 'nightMode',
    type: 'timewindow',
    defaultValue: DEFAULT_NIGHT_WINDOW,
    requires: 'automaticNightMode',
    shown: true,
  },
  {
    id: 'nightOverlayOpacity',
    category: 'nightMode',
    type: 'slider',
    defaultValue: 0,
    min: 0,
    max: NIGHT_OVERLAY_MAX,
    step: 0.05,
    shown: true,
  },
  ...unitSettings,
  {
    id: 'excludedSearchCategories',
    category: 'search',
    type: 'multiselect',
    defaultValue: [],
    options: EXCLUDABLE_SEARCH_CATEGORIES,
    shown: true,
  },
];

export function settingDefinition(id: string): SettingDefinition | undefined {
  return SETTING_DEFINITIONS.find((definition) => definition.id === id);
}

export type SettingValues = Readonly<Record<string, unknown>>;

/** Whether a setting may be set now: its `requires` setting, if any, is on (spec 01 §4). */
export function isSettingAvailable(id: string, values: SettingValues): boolean {
  const definition = settingDefinition(id);
  const on = (other: string) => (values[other] ?? settingDefinition(other)?.defaultValue) === true;
  if (definition?.disabledBy !== undefined && on(definition.disabledBy)) return false;
  return definition?.requires === undefined || on(definition.requires);
}

/** The value that takes effect: a setting whose dependency is off counts as off. */
export function effectiveSetting(id: string, values: SettingValues): unknown {
  const definition = settingDefinition(id);
  const value = values[id] ?? definition?.defaultValue;
  if (definition?.type === 'boolean' && definition.requires && !isSettingAvailable(id, values)) {
    return false;
  }
  return value;
}

/** A stored value if it fits the definition, else undefined (the default applies). */
export function acceptedValue(definition: SettingDefinition, value: unknown): unknown {
  switch (definition.type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'multiple':
      return definition.options?.includes(value as string | number) ? value : undefined;
    case 'multiselect':
      return Array.isArray(value) && value.every((item) => definition.options?.includes(item))
        ? [...new Set(value)]
        : undefined;
    case 'slider':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
      return Math.min(definition.max ?? value, Math.max(definition.min ?? value, value));
    }
    case 'timewindow':
      return parseNightWindow(value) ?? undefined;
  }
}
