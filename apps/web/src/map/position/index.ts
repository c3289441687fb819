// Map position ↔ address: the one module that reads the map's view from the address (hash,
// route, share link, saved state) and moves the map for anything that carries a position.
export {
  boundsAround,
  cameraFromHash,
  FEATURE_ZOOM,
  mapHash,
  POINT_ZOOM,
  sameView,
  viewOfGeometry,
  type BoundsView,
  type CameraStart,
  type CentreView,
} from './camera.js';
export {
  centreMapOn,
  focusRoute,
  liveMapView,
  registerFeatureLocator,
  setDefaultFeatureLocator,
  showBounds,
  showMapState,
  showView,
  type FeatureLocator,
} from './live.js';
export { positionAddress, routeFocus, type RouteFocus } from './routes.js';
export { keepMapState, mapStateSaver, mapStateToSave } from './saver.js';
export { OLD_STYLE_KEYS, shareLinkView } from './share-view.js';
export { MAP_STATE_SECTION, parseSavedMapState, type SavedMapState } from './start.js';
export { mapStart, type MapStart } from './map-start.js';
export { useNavigateWithView } from './navigate.js';
