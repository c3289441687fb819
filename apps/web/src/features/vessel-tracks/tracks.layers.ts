// Draws the tracks through the map composer: the asked-for track while 'AIS track' is on, the
// recent ones while 'Show recent AIS tracks' is on, coloured by speed while 'Colour AIS track
// by speed' is on (spec 01 §3, §9). Any change of these redraws the tracks.
import {
  TRACKS_LAYER_ID,
  TRACKS_SOURCE,
  trackLayers,
  tracksCollection,
  type TrackKind,
  type TrackPoint,
} from '@havkart/dataset-ais/client';
import type { MapComposer, MapDatasetDescriptor, LayerDescriptor } from '../../map/composer.js';
import { effectiveSetting, type SettingValues } from '../../settings/definitions.js';
import { useSettings } from '../../settings/settings.store.js';
import { OPENED_HIDING_AIS_TRACK } from './share-link.js';
import { useTracks, type TracksState } from './tracks.store.js';

/** Just under the vessels (mapZIndex 100) and over the aids (95). */
const TRACKS_ORDER = 99;

type Drawn = { mmsi: number; points: readonly TrackPoint[]; kind: TrackKind }[];

/** The tracks the settings (and a share link's hideAisTrack) let show now. */
export function visibleTracks(
  state: TracksState,
  values: SettingValues,
  linkHidesTrack = OPENED_HIDING_AIS_TRACK,
): Drawn {
  const tracks: Drawn = [];
  if (effectiveSetting('recentAisTracks', values) === true) {
    for (const track of state.recent) {
      // The asked-for vessel's track is drawn once, as the selected one.
      if (track.mmsi !== state.shown?.mmsi) tracks.push({ ...track, kind: 'recent' });
    }
  }
  const trackOn = effectiveSetting('aisTrack', values) === true && !linkHidesTrack;
  if (trackOn && state.shown && state.points.length > 0) {
    tracks.push({ mmsi: state.shown.mmsi, points: state.points, kind: 'selected' });
  }
  return tracks;
}

export function tracksDescriptor(tracks: Drawn, colourBySpeed: boolean): MapDatasetDescriptor {
  return {
    datasetId: TRACKS_LAYER_ID,
    placement: { kind: 'dataset', order: TRACKS_ORDER },
    sources: { [TRACKS_SOURCE]: { type: 'geojson', data: tracksCollection(tracks) } },
    // The style spec's and MapLibre's layer types are the same JSON; only their names differ.
    layers: (theme) => trackLayers(theme, colourBySpeed) as unknown as LayerDescriptor[],
  };
}

/** Keeps the composer's tracks equal to the store and the settings; returns the clean-up. */
export function connectTracksLayer(composer: MapComposer): () => void {
  let drawnKey: string | null = null;
  let drawnState: TracksState | null = null;
  const apply = (): void => {
    const state = useTracks.getState();
    const { values } = useSettings.getState();
    const tracks = visibleTracks(state, values);
    const colourBySpeed = effectiveSetting('colourAisTrackBySpeed', values) === true;
    const key = `${colourBySpeed}|${tracks.map((track) => `${track.kind}${track.mmsi}`).join()}`;
    if (key === drawnKey && state === drawnState) return;
    if (drawnKey !== null) composer.remove(TRACKS_LAYER_ID);
    drawnKey = null;
    drawnState = state;
    if (tracks.length === 0) return;
    composer.add(tracksDescriptor(tracks, colourBySpeed));
    drawnKey = key;
  };
  apply();
  const stopTracks = useTracks.subscribe(apply);
  const stopSettings = useSettings.subscribe(apply);
  return () => {
    stopTracks();
    stopSettings();
    if (drawnKey !== null) composer.remove(TRACKS_LAYER_ID);
    drawnKey = null;
  };
}
