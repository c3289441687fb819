import { formatPointCoordinate } from '@havkart/domain';
import type { Map as MapLibreMap, Point } from 'maplibre-gl';
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readStored } from '../app/storage.js';
import { datasetCatalogue } from '../datasets/dataset-catalogue.js';
import { useViewport } from '../shell/viewport.store.js';
import { mapLibreLocale } from './map-locale.js';
import { mapClicksClaimed } from './map-clicks.js';
import { mapComposer } from './map-setup.js';
import {
  focusRoute,
  MAP_STATE_SECTION,
  mapStart,
  mapStateSaver,
  parseSavedMapState,
  type MapStart,
} from './position/index.js';
import { setAddressView, setLiveMap, showView } from './position/live.js';
import { keepPolarHash, polarLiveMap, realReadout } from './position/polar-map.js';
import { fromMapPosition, polarViewAtStart } from './polar-projection.js';
import { useMapStatus } from './map-status.store.js';
import { usePointer } from './pointer.store.js';
import { openPopupAt, wireHoverPopups } from './popups/map-interaction.js';
import { usePopups } from './popups/popups.store.js';
import { drawMissingPatterns } from './pattern-images.js';

// The controls hold MapLibre classes, so they come with the map engine, not before it.
const MapControlsHost = lazy(() =>
  import('./controls/MapControlsHost.js').then((module) => ({ default: module.MapControlsHost })),
);
// The popup host comes after the map engine; the dataset views it hosts load when first shown.
const PopupHost = lazy(() =>
  import('./popups/PopupHost.js').then((module) => ({ default: module.PopupHost })),
);

/**
 * Connects a new map to the app: drawing state for tests, the composer, the pointer and centre
 * readouts, clicks that open point details, and the saved map state. Returns the clean-up.
 */
function wireMap(
  map: MapLibreMap,
  element: HTMLElement,
  openPoint: (lng: number, lat: number) => void,
  start: MapStart,
): () => void {
  map.on('style.load', () => mapComposer.attach(map));
  drawMissingPatterns(map);
  // In polar view the position module speaks real positions to the polar map (R27.20).
  const polar = polarViewAtStart;
  setLiveMap(polar ? polarLiveMap(map) : map);
  const unkeepHash = polar ? keepPolarHash(map, showView) : () => {};
  // A feature link (`/ais/{mmsi}`) moves the map to the feature once its position is known.
  if (start.feature) focusRoute(start.feature);
  map.on('dataloading', () => (element.dataset.mapState = 'loading'));
  map.on('idle', () => (element.dataset.mapState = 'idle'));
  // Browser tests ask the map what it placed (queryRenderedFeatures) through its element.
  (element as HTMLElement & { maplibreMap?: MapLibreMap }).maplibreMap = map;
  map.once('load', () => {
    // Lighthouse reads this mark as the time to first map render (bench/web-lighthouse).
    performance.mark('havkart:first-map-render');
    useMapStatus.getState().setLoaded();
  });

  const pointer = usePointer.getState();
  // The readout follows the ground under the pointer, also when the map moves beneath a
  // still pointer (keyboard, wheel, a link).
  let lastPoint: Point | null = null;
  const real = ({ lng, lat }: { lng: number; lat: number }) => {
    const [lon, realLat] = fromMapPosition(lng, lat, polar);
    return { lng: lon, lat: realLat };
  };
  const follow = () => {
    pointer.set({
      center: real(map.getCenter()),
      ...(lastPoint ? { pointer: real(map.unproject(lastPoint)) } : {}),
    });
  };
  map.on('mousemove', (event) => {
    lastPoint = event.point;
    follow();
  });
  map.on('move', follow);
  map.on('mouseout', () => {
    lastPoint = null;
    pointer.set({ pointer: null });
  });
  follow();

  // A click on features opens their popup; a click on no feature closes the last popup (the
  // pinned ones stay) and opens the point's details (spec 01 §2).
  map.on('click', (event) => {
    if (mapClicksClaimed()) return;
    if (openPopupAt(map, event.point, event.lngLat)) return;
    const { clicked, close } = usePopups.getState();
    if (clicked) close(clicked.id);
    const { lng, lat } = real(event.lngLat);
    openPoint(lng, lat);
  });
  const unwireHover = wireHoverPopups(map);

  // Saved map state: centre and zoom, debounced (spec 01 §3, §9).
  const saver = mapStateSaver(polar ? realReadout(map) : map);
  map.on('moveend', () => saver.moved());
  return () => {
    saver.cancel();
    unkeepHash();
    unwireHover();
    setLiveMap(null);
  };
}

/**
 * The one place that creates the map, once. Language, theme and layers change on the live
 * map. The container carries `data-map-state` ("loading" | "idle") so tests and assistive
 * tech can tell when drawing has settled.
 */
export function MapView() {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  // Where the map opens: read from the address the page opened with, at creation only.
  const startFromAddress = useEffectEvent((): MapStart => {
    const start = mapStart(
      { pathname: location.pathname, search: window.location.search, hash: window.location.hash },
      readStored(MAP_STATE_SECTION, parseSavedMapState),
      (id) => datasetCatalogue.has(id),
    );
    // A broken share link is logged and the app opens normally (spec 02 §5).
    if (start.shareLinkError) console.warn('Share link could not be read', start.shareLinkError);
    setAddressView(start.addressView);
    return start;
  });
  // Read at creation only: later language changes reach the map through its controls host.
  const initialLocale = useEffectEvent(() => mapLibreLocale(t));
  const openPoint = useEffectEvent((lng: number, lat: number) =>
    navigate({
      pathname: `/point/${formatPointCoordinate([lng, lat])}`,
      search: window.location.search,
      hash: window.location.hash,
    }),
  );

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    element.dataset.mapState = 'loading';
    let created: MapLibreMap | null = null;
    let unwire = () => {};
    let cancelled = false;
    void import('./map-runtime.js').then(({ createMap }) => {
      if (cancelled) return;
      const start = startFromAddress();
      created = createMap(element, initialLocale(), start);
      unwire = wireMap(created, element, openPoint, start);
      setMap(created);
    });
    return () => {
      cancelled = true;
      unwire();
      if (created) {
        mapComposer.detach();
        created.remove();
      }
      setMap(null);
    };
  }, []);

  const viewportClass = useViewport((state) => state.viewportClass);
  return (
    <div
      ref={container}
      className="map"
      role="region"
      aria-label={t('map.label')}
      data-testid="map"
    >
      {map && (
        <Suspense fallback={null}>
          <MapControlsHost map={map} viewportClass={viewportClass} />
          <PopupHost map={map} />
        </Suspense>
      )}
    </div>
  );
}
