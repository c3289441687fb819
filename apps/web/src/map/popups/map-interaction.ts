// Connects the map's pointer to the popups: a click on features opens their popup, a mouse
// over them shows one while "show info on mouseover" is on; the cursor says what is
// clickable. The rules are in popup-rules.ts; this file only asks the map and the stores.
import type { Map as MapLibreMap, PointLike } from 'maplibre-gl';
import { useDatasetServices } from '../../datasets/services.store.js';
import { effectiveSetting } from '../../settings/definitions.js';
import { useSettings } from '../../settings/settings.store.js';
import { mapComposer } from '../map-setup.js';
import {
  clickPopup,
  hoverPopupsAllowed,
  popupHits,
  popupId,
  showsTransient,
  type PopupHit,
  type RenderedFeature,
} from './popup-rules.js';
import { sourceHitsAt } from './popup-sources.js';
import { usePopups } from './popups.store.js';
import { mapClicksClaimed } from '../map-clicks.js';

/** Pixels around the pointer a hit may be: small marks stay easy to click. */
export const HIT_TOLERANCE_PX = 3;

/** The features of interactive layers at a point, as popup hits, topmost first. */
export function hitsAt(map: MapLibreMap, point: { x: number; y: number }): PopupHit[] {
  const layers = mapComposer.interactiveLayerIds().filter((id) => map.getLayer(id));
  if (layers.length === 0) return [];
  const box: [PointLike, PointLike] = [
    [point.x - HIT_TOLERANCE_PX, point.y - HIT_TOLERANCE_PX],
    [point.x + HIT_TOLERANCE_PX, point.y + HIT_TOLERANCE_PX],
  ];
  const rendered = map.queryRenderedFeatures(box, { layers }) as unknown as RenderedFeature[];
  const services = useDatasetServices.getState().services;
  return popupHits(rendered, (id) => services?.services.get(id)?.dataset.featureKey);
}

function combinedSetting(): boolean {
  return effectiveSetting('combinedPopups', useSettings.getState().values) === true;
}

/**
 * A click on the map: opens the popup of the features under it (a dataset's, else a popup
 * source's such as a favourite) and answers true, or answers false when it hit none (the
 * caller opens the point's details, spec 01 §2).
 */
export function openPopupAt(
  map: MapLibreMap,
  point: { x: number; y: number },
  lngLat: { lng: number; lat: number },
): boolean {
  const hits = hitsAt(map, point);
  const choice = clickPopup(
    hits,
    hits.length > 0 ? [] : sourceHitsAt(map, point),
    combinedSetting(),
  );
  if (choice.kind === 'none') return false;
  const popups = usePopups.getState();
  if (showsTransient(popups.pinned, choice)) popups.openClicked(lngLat, choice);
  return true;
}

const FINE_HOVER = '(hover: hover) and (pointer: fine)';

/** Hover popups and the pointer cursor over clickable features. Returns the clean-up. */
export function wireHoverPopups(map: MapLibreMap): () => void {
  const canvas = map.getCanvasContainer();
  let pointerType: string | undefined;
  // MapLibre's mouse events carry no pointer type, and a tap also sends mouse events.
  const rememberPointer = (event: PointerEvent) => (pointerType = event.pointerType);
  canvas.addEventListener('pointerdown', rememberPointer, true);
  canvas.addEventListener('pointermove', rememberPointer, true);
  const fineHover = window.matchMedia(FINE_HOVER);

  let frame = 0;
  let last: { point: { x: number; y: number }; lngLat: { lng: number; lat: number } } | null = null;
  const update = () => {
    frame = 0;
    if (!last) return;
    // A drawing tool holding the map's clicks shows its own cursor and no hover popups.
    if (mapClicksClaimed()) {
      usePopups.getState().setHovered(null);
      return;
    }
    const hits = hitsAt(map, last.point);
    // Where no dataset's feature is, a favourite drawn on the map is clickable too.
    const sourceHits = hits.length > 0 ? [] : sourceHitsAt(map, last.point);
    map.getCanvas().style.cursor = hits.length + sourceHits.length > 0 ? 'pointer' : '';
    const popups = usePopups.getState();
    const allowed = hoverPopupsAllowed({
      popupsSetting: effectiveSetting('popups', useSettings.getState().values) === true,
      pointerType,
      fineHoverDevice: fineHover.matches,
    });
    const choice = clickPopup(hits, sourceHits, combinedSetting());
    // A hovered feature whose popup is already open (clicked or pinned) needs no second one.
    if (
      !allowed ||
      map.isMoving() ||
      choice.kind === 'none' ||
      !showsTransient(popups.pinned, choice) ||
      popups.clicked?.id === popupId(choice)
    ) {
      popups.setHovered(null);
      return;
    }
    popups.setHovered(last.lngLat, choice);
  };
  const onMove = (event: {
    point: { x: number; y: number };
    lngLat: { lng: number; lat: number };
  }) => {
    last = { point: event.point, lngLat: event.lngLat };
    if (!frame) frame = requestAnimationFrame(update);
  };
  const onOut = () => {
    last = null;
    map.getCanvas().style.cursor = '';
    usePopups.getState().setHovered(null);
  };
  map.on('mousemove', onMove);
  map.on('mouseout', onOut);
  map.on('dragstart', onOut);
  return () => {
    cancelAnimationFrame(frame);
    canvas.removeEventListener('pointerdown', rememberPointer, true);
    canvas.removeEventListener('pointermove', rememberPointer, true);
    map.off('mousemove', onMove);
    map.off('mouseout', onOut);
    map.off('dragstart', onOut);
  };
}
