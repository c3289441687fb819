import { lazy, Suspense } from 'react';
import { useTracks } from './tracks.store.js';

// Fetched once a track is shown: most visits never download one.
const TrackDownloadAction = lazy(() => import('../downloads/TrackDownloadAction.js'));

/** The map control slot of the shown track's download; empty while no track is shown. */
export function TrackDownloadSlot() {
  const shown = useTracks((state) => state.shown?.status === 'shown');
  return shown ? (
    <Suspense fallback={null}>
      <TrackDownloadAction />
    </Suspense>
  ) : null;
}
