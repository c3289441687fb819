// Where the committed sea mask (`data/sea-mask.bin.gz`) lies and how fine it is. The
// generator and the reader share these numbers, so a mask built with other ones is refused.

export interface MaskLayout {
  /** Western edge of the first column, degrees east. */
  readonly west: number;
  /** Southern edge of the first row, degrees north. */
  readonly south: number;
  /** Column width, degrees of longitude. */
  readonly cellLon: number;
  /** Row height, degrees of latitude. */
  readonly cellLat: number;
  readonly cols: number;
  readonly rows: number;
}

/**
 * Norwegian waters from the North Sea to the Barents Sea and Svalbard, about 1 km per cell:
 * fine enough to keep the larger fjords open, coarse enough to be a 100-odd kB file.
 */
export const SEA_MASK_LAYOUT: MaskLayout = {
  west: -4,
  south: 56.6,
  cellLon: 0.02,
  cellLat: 0.01,
  cols: 2200,
  rows: 2440,
};
