/** Map colours named by what they mean, never by where they are used. */
export interface MapTheme {
  /** Open sea, fjords and lakes. */
  water: string;
  /** Land masses. */
  land: string;
  /**
   * Open sea and land on the simple base map: flatter and lighter than {@link water} and
   * {@link land}, so the light map for slow devices is told apart from the standard one at a
   * glance.
   */
  plainWater: string;
  plainLand: string;
  /** The shoreline drawn over land at close zoom. */
  coastline: string;
  /** Text of names on the map. */
  label: string;
  /** Names of towns and harbours: darker than sea names, as a chart prints places ashore. */
  placeLabel: string;
  /** Halo around label text, so names stay readable over any colour. */
  labelHalo: string;
  /** A place the user picked on the map (a clicked point), drawn over every dataset. */
  selection: string;
}

/** The two looks of the app: day, and night for keeping night vision on the bridge. */
export type ThemeName = 'day' | 'night';

export const THEME_NAMES: readonly ThemeName[] = ['day', 'night'];

/** Pale sea and warm land, after paper nautical charts. */
const day: MapTheme = {
  water: '#aad3ea',
  land: '#f2efe6',
  plainWater: '#d2e4ee',
  plainLand: '#ffffff',
  coastline: '#5b7083',
  label: '#1d4e6e',
  placeLabel: '#2b2a26',
  labelHalo: '#eef6fb',
  selection: '#d9480f',
};

/**
 * Dark and low in blue light, to keep night vision on the bridge. Land stays at least 1.5:1
 * from the sea (WCAG contrast ratio) so the coast reads without glare.
 */
const night: MapTheme = {
  water: '#0c1a26',
  land: '#403f34',
  plainWater: '#1a1d20',
  plainLand: '#4b4c47',
  coastline: '#7d8a70',
  label: '#b7c2a8',
  placeLabel: '#d6cfb8',
  labelHalo: '#0c1a26',
  selection: '#f0a35e',
};

export const themes: Record<ThemeName, MapTheme> = { day, night };
