/** Map colours named by what they mean, never by where they are used. */
export interface MapTheme {
  /** Open sea, fjords and lakes. */
  water: string;
  /** Land masses. */
  land: string;
  /** The shoreline drawn over land at close zoom. */
  coastline: string;
  /** Text of names on the map. */
  label: string;
  /** Halo around label text, so names stay readable over any colour. */
  labelHalo: string;
}
export type ThemeName = 'day' | 'night';
export declare const themes: Record<ThemeName, MapTheme>;
//# sourceMappingURL=theme.d.ts.map
