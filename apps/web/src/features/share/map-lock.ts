// A locked map (share option nonInteractiveMap; checklist R19.16): every gesture and key off —
// pan, zoom by wheel, box, double click, keyboard and touch, rotate and pitch — and the zoom,
// rotate and locate buttons hidden; clicks on features still open their details. It lasts
// for the visit the link opened.
import { mapComposer } from '../../map/map-setup.js';
import { useMapStatus } from '../../map/map-status.store.js';
import './share.css';

interface Handler {
  disable(): void;
}

/** The parts of MapLibre's map a lock turns off. */
export interface LockableMap {
  readonly dragPan: Handler;
  readonly scrollZoom: Handler;
  readonly boxZoom: Handler;
  readonly dragRotate: Handler;
  readonly keyboard: Handler;
  readonly doubleClickZoom: Handler;
  readonly touchZoomRotate: Handler;
  readonly touchPitch: Handler;
}

export function lockMap(map: LockableMap): void {
  for (const handler of [
    map.dragPan,
    map.scrollZoom,
    map.boxZoom,
    map.dragRotate,
    map.keyboard,
    map.doubleClickZoom,
    map.touchZoomRotate,
    map.touchPitch,
  ]) {
    handler.disable();
  }
}

/** Locks the map now, or as soon as it exists; the page shows it is locked. */
export function lockMapForVisit(): void {
  document.documentElement.dataset.mapLocked = 'true';
  const tryLock = (): boolean => {
    // The composer holds the MapLibre map itself; its type names only what composing needs.
    const map = mapComposer.map as unknown as LockableMap | null;
    if (!map) return false;
    lockMap(map);
    return true;
  };
  if (tryLock()) return;
  const stop = useMapStatus.subscribe(() => {
    if (tryLock()) stop();
  });
}
