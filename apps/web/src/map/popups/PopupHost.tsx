import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useReducer } from 'react';
import { useDatasetFlags } from '../../datasets/flags.store.js';
import { MapPopup, type PopupVariant } from './MapPopup.js';
import { followVesselPopups } from './follow-vessels.js';
import { datasetsOf } from './popup-rules.js';
import { usePopups, type MapPopupState } from './popups.store.js';
import './popups.css';

/** Re-renders on every frame the map moves, so popups follow their anchors. */
function useMapFrame(map: MapLibreMap): void {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    map.on('move', tick);
    map.on('resize', tick);
    return () => {
      map.off('move', tick);
      map.off('resize', tick);
    };
  }, [map]);
}

/**
 * The map's popups over the map: the pinned ones, the clicked one and the hovered one, each
 * at its place on the map (`map.project`) as the map moves.
 */
export function PopupHost({ map }: { map: MapLibreMap }) {
  useMapFrame(map);
  useEffect(followVesselPopups, []);
  const { clicked, hovered, pinned, close, pin, unpin } = usePopups();
  // A dataset turned off takes its popups with it, pinned ones too.
  const flags = useDatasetFlags((state) => state.flags);
  useEffect(() => {
    const { clicked, hovered, pinned, close } = usePopups.getState();
    for (const popup of [...pinned, clicked, hovered]) {
      if (popup && datasetsOf(popup.choice).some((id) => flags[id]?.active === false)) {
        close(popup.id);
      }
    }
  }, [flags]);
  const shown: { popup: MapPopupState; variant: PopupVariant }[] = [
    ...pinned.map((popup) => ({ popup, variant: 'pinned' as const })),
    ...(clicked ? [{ popup: clicked, variant: 'clicked' as const }] : []),
    ...(hovered ? [{ popup: hovered, variant: 'hovered' as const }] : []),
  ];
  if (shown.length === 0) return null;
  // Closing the popup that had focus hands it back to the map, where the keyboard was.
  const closeAndReturn = (id: string) => {
    const hadFocus = !!document.activeElement?.closest('.map-popup');
    close(id);
    if (hadFocus) map.getCanvas().focus();
  };
  return (
    <div className="map-popups" data-testid="map-popups">
      {shown.map(({ popup, variant }) => {
        const at = map.project([popup.lngLat.lng, popup.lngLat.lat]);
        return (
          <MapPopup
            key={`${variant}:${popup.id}`}
            popup={popup}
            variant={variant}
            at={{ x: at.x, y: at.y }}
            onClose={() => closeAndReturn(popup.id)}
            onPin={() => pin(popup)}
            onUnpin={() => unpin(popup.id)}
          />
        );
      })}
    </div>
  );
}
