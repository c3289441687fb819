// The DBF writer (the one @mapbox/shp-write uses), which ships no types.
declare module 'dbf' {
  /** A column: `C` text, `N` number, `L` logical; `size` in bytes. */
  export interface DbfField {
    name: string;
    type: 'C' | 'N' | 'L';
    size: number;
  }
  /**
   * A dBase III table of `rows`. Without `fields`, field types come from the values and
   * every text field is 254 bytes wide.
   */
  export function structure(
    rows: readonly Record<string, string | number | boolean | null>[],
    fields?: readonly DbfField[],
  ): DataView;
}
