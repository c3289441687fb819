// The polar base map (spec 02 §4, A85): the same land drawn in the polar view's projection,
// pre-tiled into its own archive and served under `/tiles/polar/{id}/…`.

/**
 * Highest zoom stored in the polar archive; the client over-zooms beyond it. The polar view
 * is an overview of the Arctic: deeper zooms would multiply the committed size.
 */
export const POLAR_BASEMAP_MAX_ZOOM = 8;

/** Dataset ids whose tiles have a polar variant: both base maps read the one archive. */
export const POLAR_BASEMAP_IDS: readonly string[] = ['basemap', 'basemap-simple'];

/** The polar tile path of a dataset's Web Mercator tile template (`/tiles/{id}/…`). */
export function polarTilePath(id: string): string {
  return `/tiles/polar/${id}/{z}/{x}/{y}.pbf`;
}
