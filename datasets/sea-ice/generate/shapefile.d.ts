/** A polygon record: its rings, outer rings clockwise, holes counter-clockwise. */
export type ShapeRings = readonly (readonly (readonly [number, number])[])[];
/** The .shp and .shx of polygon records. */
export declare function writePolygons(records: readonly ShapeRings[]): {
  shp: Uint8Array;
  shx: Uint8Array;
};
/** A .dbf of text columns (ASCII values), each as wide as its longest value. */
export declare function writeTable(rows: readonly Readonly<Record<string, string>>[]): Uint8Array;
//# sourceMappingURL=shapefile.d.ts.map
