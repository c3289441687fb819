import type { Messages } from '../messages.js';

/** English (United States). Typed against the Norwegian keys, so none can be missing. */
export const enUS: Messages = {
  app: {
    name: 'Havkart',
    tagline: 'Sea map of Norwegian waters',
  },
  map: {
    label: 'Map of Norwegian waters',
    coordinates: 'Coordinates',
    coordinatesHint: 'Move the pointer over the map to see coordinates',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetBearing: 'Reset bearing to north',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    scale: 'Scale',
    attribution: 'Coastline: GSHHG (Wessel & Smith), LGPL. World map: Natural Earth.',
    attributionToggle: 'Show attribution',
  },
  language: {
    nbNO: 'Norsk',
    enUS: 'English',
  },
};
