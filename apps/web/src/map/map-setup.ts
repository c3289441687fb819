import { themes } from '@havkart/theme';
import { connectDatasetComposer } from '../datasets/index.js';
import { loadedDataLocator } from '../details/feature-position.js';
import { connectEvents } from '../features/events/index.js';
import { connectFleets } from '../features/fleets/index.js';
import { connectFishinfo } from '../features/fishinfo/index.js';
import { applyOpenedShareLinkWhenReady } from '../features/share/connect.js';
import { connectVesselTools } from '../features/vessel-tracks/vessel-host.js';
import { useAppearance } from '../shell/appearance.store.js';
import { MapComposer } from './composer.js';
import { setDefaultFeatureLocator } from './position/index.js';

/** The app's one map composer; datasets hand it their descriptors. */
export const mapComposer = new MapComposer(themes[useAppearance.getState().theme]);

// The dataset services draw through it: the base maps first, as prioritised datasets.
connectDatasetComposer(mapComposer);

// Favourites and vessel tracks draw through it too; the AIS dataset gets its vessel host.
connectVesselTools(mapComposer);

// A link to a dataset's feature finds it in the loaded data, unless the dataset has a way of
// its own (vessels and aids register theirs with the vessel tools).
setDefaultFeatureLocator(loadedDataLocator);

// The share link the page was opened with applies once start-up is ready (spec 01 §4).
applyOpenedShareLinkWhenReady();

// Fleets load at signed-in start after the share config (R20.09): registered after it.
connectFleets();

// Events and pushed alerts for a signed-in user once start-up is ready (R21.07, R21.13).
connectEvents();

// Queued tool and sensor reports are sent again at signed-in start and when the network returns.
connectFishinfo();
