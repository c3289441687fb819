// Applies the share link the page was opened with, once start-up has applied the user data
// and created the dataset services (spec 01 §4: share config after the user data).
import { useStartup } from '../../app/startup/startup.store.js';
import { OPENED_SHARE_LINK } from './opened.js';
import { applyShareConfig } from './share-apply.js';
import { datasetAvailable, liveShareActions } from './share-actions.js';

let applied = false;

export function applyOpenedShareLinkWhenReady(): void {
  const config = OPENED_SHARE_LINK.config;
  if (!config || applied) return;
  // Hidden circles and vectors depend on nothing start-up loads, and vessels may be drawn
  // before it is ready: handed over now, they never show for a moment first. The ordered
  // apply below hands the same options over again.
  const { hideDistanceCircles, hideBearingVectors } = config.options;
  if (hideDistanceCircles || hideBearingVectors) {
    liveShareActions.hideVesselMarks({
      distanceCircles: hideDistanceCircles,
      bearingVectors: hideBearingVectors,
    });
  }
  const tryApply = (): boolean => {
    if (applied) return true;
    if (useStartup.getState().phase !== 'ready') return false;
    applied = true;
    applyShareConfig(config, liveShareActions, datasetAvailable);
    return true;
  };
  if (tryApply()) return;
  const stop = useStartup.subscribe(() => {
    if (tryApply()) stop();
  });
}
