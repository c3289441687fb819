import { themes } from '@havkart/theme';
import { connectDatasetComposer } from '../datasets/index.js';
import { useAppearance } from '../shell/appearance.store.js';
import { MapComposer } from './composer.js';

/** The app's one map composer; datasets hand it their descriptors. */
export const mapComposer = new MapComposer(themes[useAppearance.getState().theme]);

// The dataset services draw through it: the base maps first, as prioritised datasets.
connectDatasetComposer(mapComposer);
