// Icing: Overland's spray-icing predictor over the demo model, cut into tiles.
export * from './overland.js';
export * from './icing-tiles.js';
