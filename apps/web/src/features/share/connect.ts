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
