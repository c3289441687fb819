// Map layers of the tracks, as plain data for the web app's map composer: one GeoJSON source
// of every track (../track-rules `tracksCollection`), lines and, for the selected track,
// points; from zoom 7 (spec 02 §9), the selected one coloured by speed when that setting is on
// (checklist A44), the recent ones in a colour of their own.
import type { ExpressionSpecification, LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { MapTheme } from '@havkart/theme';
import { relativeLuminance } from '@havkart/theme';
import { SPEED_BAND_COLOURS, TRACK_MIN_ZOOM } from './track-rules.js';

/** The dataset id the tracks are drawn under; layer ids derive from it (`ais-tracks:line`). */
export const TRACKS_LAYER_ID = 'ais-tracks';

/** Role of the tracks' one source. */
export const TRACKS_SOURCE = 'tracks';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A layer before the composer names it: `role` gives its id, `sourceRole` its source. */
export type TrackLayer = DistributiveOmit<LayerSpecification, 'id' | 'source'> & {
  readonly role: string;
  readonly sourceRole: string;
};

const isNight = (theme: MapTheme) => relativeLuminance(theme.water) < 0.1;

/** Plain track colour, by theme: dark on the day chart, light at night. */
export function trackColour(theme: MapTheme): string {
  return isNight(theme) ? '#d2c6a5' : '#3b3b8f';
}

/**
 * Colour of the recent tracks (every vessel's last minutes), by theme: a warm tone apart from
 * the selected vessel's track (and its speed bands), so the one opened never reads as one of
 * many; drawn thinner and fainter too.
 */
export function recentTrackColour(theme: MapTheme): string {
  return isNight(theme) ? '#a98bc4' : '#9a6b2f';
}

/** The speed band colours of the theme, slow to fast (for the legend too). */
export function speedBandColours(theme: MapTheme): readonly string[] {
  return SPEED_BAND_COLOURS[isNight(theme) ? 'night' : 'day'];
}

/** The colour of a feature: its speed band's when colouring by speed, else the plain one. */
export function trackColourExpression(
  theme: MapTheme,
  colourBySpeed: boolean,
): string | ExpressionSpecification {
  if (!colourBySpeed) return trackColour(theme);
  const colours = SPEED_BAND_COLOURS[isNight(theme) ? 'night' : 'day'];
  const cases: (string | ExpressionSpecification)[] = [];
  colours.forEach((colour, band) => {
    if (band > 0) cases.push(['==', ['get', 'band'], band], colour);
  });
  return ['case', ...cases, colours[0]] as ExpressionSpecification;
}

/** The track layers, bottom first. */
export function trackLayers(theme: MapTheme, colourBySpeed: boolean): TrackLayer[] {
  const colour = trackColourExpression(theme, colourBySpeed);
  return [
    {
      role: 'recent',
      sourceRole: TRACKS_SOURCE,
      type: 'line',
      minzoom: TRACK_MIN_ZOOM,
      filter: ['all', ['==', ['get', 'kind'], 'recent'], ['==', ['get', 'part'], 'line']],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': recentTrackColour(theme), 'line-width': 1.5, 'line-opacity': 0.6 },
    },
    {
      role: 'line',
      sourceRole: TRACKS_SOURCE,
      type: 'line',
      minzoom: TRACK_MIN_ZOOM,
      filter: ['all', ['==', ['get', 'kind'], 'selected'], ['==', ['get', 'part'], 'line']],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': colour, 'line-width': 2.5 },
    },
    {
      role: 'points',
      sourceRole: TRACKS_SOURCE,
      type: 'circle',
      minzoom: TRACK_MIN_ZOOM,
      filter: ['==', ['get', 'part'], 'point'],
      paint: {
        'circle-radius': 2.5,
        'circle-color': colour,
        'circle-stroke-width': 1,
        'circle-stroke-color': isNight(theme) ? '#0b1620' : '#ffffff',
      },
    },
  ];
}
