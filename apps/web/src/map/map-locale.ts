import type { TFunction } from 'i18next';

/** MapLibre's own control tooltips, in the user's language. */
export function mapLibreLocale(t: TFunction): Record<string, string> {
  return {
    'NavigationControl.ZoomIn': t('map.zoomIn'),
    'NavigationControl.ZoomOut': t('map.zoomOut'),
    'NavigationControl.ResetBearing': t('map.resetBearing'),
    'FullscreenControl.Enter': t('map.fullscreen'),
    'FullscreenControl.Exit': t('map.exitFullscreen'),
    'AttributionControl.ToggleAttribution': t('map.attributionToggle'),
    'GeolocateControl.FindMyLocation': t('map.findMyLocation'),
    'GeolocateControl.LocationNotAvailable': t('map.locationNotAvailable'),
    'Map.Title': t('map.title'),
    'Marker.Title': t('map.marker'),
    'Popup.Close': t('map.closePopup'),
  };
}
