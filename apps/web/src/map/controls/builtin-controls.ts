import type { ViewportClass } from '@havkart/domain';
import { FullscreenControl, GeolocateControl, NavigationControl, ScaleControl } from 'maplibre-gl';
import { lazy } from 'react';
import { CURRENT_PAGE } from '../../app/page-variant.js';
import { usePointer } from '../pointer.store.js';
import { CollapsedAttribution } from './CollapsedAttribution.js';
import { MapControlRegistry } from './controls-registry.js';

/** Touch pointer: phones and tablets, where there is no hovering mouse (spec 01 §2). */
const TOUCH_DEVICES: readonly ViewportClass[] = ['mobile', 'mobileLandscape', 'tablet'];
/** Coordinates: not on mobile or tablet (spec 01 §2; mobile landscape keeps them, A06). */
const COORDINATE_DEVICES: readonly ViewportClass[] = [
  'mobileLandscape',
  'desktop',
  'desktopFhd',
  'qhd',
  'uhd',
];
/** Zoom buttons: not on mobile (spec 01 §2), where pinching zooms. */
const ZOOM_DEVICES: readonly ViewportClass[] = COORDINATE_DEVICES.concat('tablet');

export const mapControls = new MapControlRegistry();

// Top left: the search (spec 01 §2).
mapControls.register({
  id: 'place-search',
  kind: 'react',
  corner: 'top-left',
  order: 0,
  Component: lazy(() => import('../../features/search/Search.js')),
});

// Top right.
mapControls.register({
  id: 'fullscreen',
  kind: 'native',
  corner: 'top-right',
  order: 10,
  // The whole app goes full screen, panels included, not the bare map canvas.
  create: () => new FullscreenControl({ container: document.getElementById('root') ?? undefined }),
});
// Measuring is for everyone (spec 01 §2); the draw controls it opens load on first use.
mapControls.register({
  id: 'measure',
  kind: 'react',
  corner: 'top-right',
  order: 20,
  Component: lazy(() => import('../../features/drawing/MeasureButton.js')),
});
mapControls.register({
  id: 'legend',
  kind: 'react',
  corner: 'top-right',
  order: 30,
  Component: lazy(() => import('./LegendButton.js')),
});
mapControls.register({
  id: 'favourites',
  kind: 'react',
  corner: 'top-right',
  order: 40,
  Component: lazy(() => import('../../features/favourites/FavouritesButton.js')),
});
mapControls.register({
  id: 'share',
  kind: 'react',
  corner: 'top-right',
  order: 50,
  Component: lazy(() =>
    import('../../features/share/ShareButtons.js').then((module) => ({
      default: module.ShareButton,
    })),
  ),
});
// Embedding only where the variant may be embedded (spec 01 §2).
if (CURRENT_PAGE.variant.embeddable) {
  mapControls.register({
    id: 'embed',
    kind: 'react',
    corner: 'top-right',
    order: 60,
    Component: lazy(() =>
      import('../../features/share/ShareButtons.js').then((module) => ({
        default: module.EmbedButton,
      })),
    ),
  });
}

// Drawing a route is for signed-in users (spec 01 §2, R01.21); the slot is empty otherwise.
mapControls.register({
  id: 'draw-route',
  kind: 'react',
  corner: 'top-right',
  order: 25,
  Component: lazy(() => import('../../features/custom-route/DrawRouteButton.js')),
});
// Zone alerts are for signed-in users (spec 01 §2, R01.21); the slot is empty otherwise.
mapControls.register({
  id: 'zone-alerts',
  kind: 'react',
  corner: 'top-right',
  order: 22,
  Component: lazy(() => import('../../features/zone-alerts/ZoneAlertsButton.js')),
});
// Area activity is for signed-in users (spec 01 §2, R01.21); the slot is empty otherwise.
mapControls.register({
  id: 'area-activity',
  kind: 'react',
  corner: 'top-right',
  order: 23,
  Component: lazy(() => import('../../features/area-activity/AreaActivityButton.js')),
});
// Fleets are for signed-in users (spec 01 §2, R01.21); the slot is empty otherwise.
mapControls.register({
  id: 'fleets',
  kind: 'react',
  corner: 'top-right',
  order: 27,
  Component: lazy(() => import('../../features/fleets/FleetsButton.js')),
});
// A shown vessel track can be downloaded (spec 01 §9); the slot stays empty until one is.
mapControls.register({
  id: 'track-download',
  kind: 'react',
  corner: 'top-right',
  order: 70,
  Component: lazy(() =>
    import('../../features/vessel-tracks/TrackDownloadSlot.js').then((module) => ({
      default: module.TrackDownloadSlot,
    })),
  ),
});

// Bottom left.
mapControls.register({
  id: 'scale-nautical',
  kind: 'native',
  corner: 'bottom-left',
  order: 20,
  create: () => new ScaleControl({ unit: 'nautical' }),
});
mapControls.register({
  id: 'scale-metric',
  kind: 'native',
  corner: 'bottom-left',
  order: 21,
  create: () => new ScaleControl({ unit: 'metric' }),
});
mapControls.register({
  id: 'coordinates',
  embed: true,
  kind: 'react',
  corner: 'bottom-left',
  order: 30,
  devices: COORDINATE_DEVICES,
  Component: lazy(() => import('./CoordinateReadout.js')),
});
mapControls.register({
  id: 'touch-pointer',
  kind: 'react',
  corner: 'bottom-left',
  order: 40,
  devices: TOUCH_DEVICES,
  Component: lazy(() => import('./TouchPointerButton.js')),
});
mapControls.register({
  id: 'feedback',
  kind: 'react',
  corner: 'bottom-left',
  order: 50,
  Component: lazy(() => import('./FeedbackButton.js')),
});

// Bottom right.
mapControls.register({
  id: 'attribution',
  embed: true,
  kind: 'native',
  corner: 'bottom-right',
  order: 0,
  create: ({ t }) =>
    new CollapsedAttribution({ compact: true, customAttribution: t('map.attribution') }),
});
mapControls.register({
  id: 'zoom',
  embed: true,
  kind: 'native',
  corner: 'bottom-right',
  order: 10,
  devices: ZOOM_DEVICES,
  create: () => new NavigationControl({ showCompass: false }),
});
mapControls.register({
  id: 'geolocation',
  kind: 'native',
  corner: 'bottom-right',
  order: 20,
  create: () => {
    const control = new GeolocateControl({ trackUserLocation: true });
    control.on('geolocate', (position) =>
      usePointer.getState().set({
        ownPosition: { lng: position.coords.longitude, lat: position.coords.latitude },
      }),
    );
    return control;
  },
});
mapControls.register({
  id: 'rotation',
  kind: 'native',
  corner: 'bottom-right',
  order: 30,
  create: () => new NavigationControl({ showZoom: false, visualizePitch: true }),
});
