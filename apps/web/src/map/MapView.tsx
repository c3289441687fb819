import { basemapManifest } from '@havkart/dataset-basemap';
import { INITIAL_BOUNDS, MAX_ZOOM, MIN_ZOOM } from '@havkart/domain';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CoordinateReadout, type PointerPosition } from './CoordinateReadout.js';
import { mapLibreLocale } from './map-locale.js';
import { ReactControl } from './react-control.js';
import { basemapStyle } from './style/basemap-style.js';
import { themes } from './style/theme.js';

// MapLibre looks for its worker beside its own module; after bundling that file lives
// elsewhere, so tell it where Vite put it.
maplibregl.setWorkerUrl(maplibreWorkerUrl);

/** The "standard" base map: its tiles stop at the source's maximum zoom, MapLibre over-zooms. */
const standardBasemap = basemapManifest.variants.find((variant) => variant.id === 'standard');

/**
 * The one place that creates the map and its style. The container carries
 * `data-map-state` ("loading" | "idle") so tests and assistive tech can tell when drawing
 * has settled.
 */
export function MapView() {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [pointer, setPointer] = useState<PointerPosition | null>(null);
  const [readoutSlot, setReadoutSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const element = container.current;
    const map = new maplibregl.Map({
      container: element,
      style: basemapStyle({
        theme: themes.day,
        origin: window.location.origin,
        sourceMaxZoom: standardBasemap?.sourceMaxZoom ?? basemapManifest.maxZoom,
        attribution: t('map.attribution'),
      }),
      bounds: [...INITIAL_BOUNDS],
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      hash: 'map',
      attributionControl: { compact: true },
      locale: mapLibreLocale(t),
      // Tiles come from our own server only: never ask a third party.
      collectResourceTiming: false,
    });
    map.addControl(new maplibregl.NavigationControl({ visualizePitch: true }), 'bottom-right');
    map.addControl(new maplibregl.ScaleControl({ unit: 'nautical' }), 'bottom-left');
    map.addControl(new maplibregl.ScaleControl({ unit: 'metric' }), 'bottom-left');
    const readout = new ReactControl('coordinate-readout-control');
    map.addControl(readout, 'bottom-left');
    setReadoutSlot(readout.container);

    element.dataset.mapState = 'loading';
    map.on('dataloading', () => (element.dataset.mapState = 'loading'));
    map.on('idle', () => (element.dataset.mapState = 'idle'));
    // The readout follows the ground under the pointer, also when the map moves beneath a
    // still pointer (keyboard, wheel, a link).
    let lastPoint: maplibregl.Point | null = null;
    const showPointer = () => {
      if (!lastPoint) return;
      const { lng, lat } = map.unproject(lastPoint);
      setPointer({ lng, lat });
    };
    map.on('mousemove', (event) => {
      lastPoint = event.point;
      showPointer();
    });
    map.on('move', showPointer);
    map.on('mouseout', () => {
      lastPoint = null;
      setPointer(null);
    });
    return () => map.remove();
  }, [t, i18n.language]);

  return (
    <div className="map-shell">
      <div
        ref={container}
        className="map"
        role="region"
        aria-label={t('map.label')}
        data-testid="map"
      />
      {readoutSlot && createPortal(<CoordinateReadout position={pointer} />, readoutSlot)}
    </div>
  );
}
