/**
 * Stacking order of the layout panels, CSS z-index (spec 01 §9). The details pane sits under
 * the menu so an open menu on a narrow screen covers it; modals cover both; the night
 * overlay dims everything, modals included.
 */
export const PANEL_Z_INDEX = {
  map: 1,
  details: 50,
  menu: 100,
  modal: 10000,
  nightOverlay: 100000,
} as const;

/** Sort key of the lowest dataset layer on the map (spec 01 §9); base maps stay below it. */
export const MAP_LAYER_BASE_Z = 10000;

/** Sort-key distance between two datasets of neighbouring order (spec 01 §9). */
export const DATASET_Z_STEP = 100;

/**
 * The sort key of one map layer. Dataset layers sit at base + 100 × the dataset's order plus
 * the layer's place among its dataset's own layers (0–99). Base maps use their layer index
 * alone, so they always stay under every dataset.
 */
export function mapLayerSortKey(
  placement: { kind: 'base' } | { kind: 'dataset'; order: number },
  layerIndex: number,
): number {
  const within = Math.min(DATASET_Z_STEP - 1, Math.max(0, layerIndex));
  if (placement.kind === 'base') return within;
  return MAP_LAYER_BASE_Z + DATASET_Z_STEP * placement.order + within;
}
