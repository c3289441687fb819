// The web app's side of the AIS dataset's vessel host: its API client, the user's policies,
// settings, favourites, following a vessel and its track, handed to the dataset at start-up.
import {
  lookupVessel,
  onVesselRecords,
  provideVesselHost,
  type AisHttp,
  type VesselHost,
} from '@havkart/dataset-ais/client';
import { DEFAULT_LANGUAGE, parseLanguage, type LonLat } from '@havkart/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { apiClient } from '../../api/client.js';
import { useStartup } from '../../app/startup/startup.store.js';
import { useSignIn } from '../../auth/sign-in.js';
import type { MapComposer } from '../../map/composer.js';
import { centreMapOn } from '../../map/position/index.js';
import { useMapStatus } from '../../map/map-status.store.js';
import { usePointer } from '../../map/pointer.store.js';
import { useNetwork } from '../../network/network.store.js';
import { effectiveSetting } from '../../settings/definitions.js';
import { useSetting, useSettings } from '../../settings/settings.store.js';
import { connectFavourites, useFavourites } from '../favourites/index.js';
import { followRefresh, type FollowRefresh } from './follow-refresh.js';
import { OPENED_HIDING_AIS_TRACK } from './share-link.js';
import { connectTracksLayer } from './tracks.layers.js';
import { connectVesselPositions } from './vessel-position.js';
import {
  hideTrack,
  loadRecentTracks,
  showTrack,
  useTracks,
  type TrackServices,
} from './tracks.store.js';

/** While following, the vessel is also asked for this often, ms, in case no stream runs. */
export const FOLLOW_REFRESH_MS = 10_000;

const http: AisHttp = {
  get: (path, options) => apiClient.get(path, options),
  post: (path, body, options) => apiClient.post(path, body, options),
};

let policiesFor: { token: string | undefined; policies: Promise<readonly string[]> } | undefined;

/** The signed-in user's policies, fetched once per token; none when signed out. */
function policies(): Promise<readonly string[]> {
  const token = useSignIn.getState().accessToken;
  if (!token) return Promise.resolve([]);
  if (policiesFor?.token !== token) {
    const answer = apiClient
      .get<{ policies?: unknown }>('/bwapi/v2/user/profiles')
      .then((profiles) =>
        Array.isArray(profiles?.policies)
          ? profiles.policies.filter((item): item is string => typeof item === 'string')
          : [],
      )
      .catch(() => []);
    policiesFor = { token, policies: answer };
  }
  return policiesFor.policies;
}

const trackServices: TrackServices = { http, policies };

/** The MMSI the map keeps centred (null: none). */
export const useFollowing = create<{ mmsi: number | null }>(() => ({ mmsi: null }));

/** The followed vessel's timed look-up; made when the tools connect, paused while offline. */
let refresh: FollowRefresh | undefined;

function centreOn(position: LonLat | null): void {
  if (position) centreMapOn(position);
}

function lookUpFollowed(mmsi: number): void {
  void lookupVessel(http, mmsi).then(
    (record) => {
      if (record && useFollowing.getState().mmsi === mmsi) {
        centreOn(
          record.longitude != null && record.latitude != null
            ? [record.longitude, record.latitude]
            : null,
        );
      }
    },
    () => undefined,
  );
}

function setFollowing(mmsi: number | null, position: LonLat | null): void {
  useFollowing.setState({ mmsi });
  refresh?.follow(mmsi);
  if (mmsi !== null) centreOn(position);
}

const host: VesselHost = {
  http,
  FleetAction: lazy(() => import('../fleets/AddToFleet.js')),
  useDisplay() {
    const { i18n } = useTranslation();
    const speedUnit = useSetting<string>('vesselSpeedUnit') === 'km/h' ? 'km/h' : 'knots';
    const utc = useSetting<boolean>('utcTime') === true;
    return { language: parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE, speedUnit, utc };
  },
  useReferencePoint() {
    const own = usePointer((state) => state.ownPosition);
    const centre = usePointer((state) => state.center);
    if (own) return { point: [own.lng, own.lat], kind: 'own' };
    return centre ? { point: [centre.lng, centre.lat], kind: 'centre' } : null;
  },
  useIsFavourite: (value) =>
    useFavourites((state) => state.favourites.some((item) => item.value === value)),
  toggleFavourite(input) {
    const store = useFavourites.getState();
    const existing = store.favourites.find((item) => item.value === input.value);
    if (existing) {
      store.remove(existing.id);
      return;
    }
    store.add({
      name: input.name,
      value: input.value,
      category: 'vessel',
      geometries: input.position ? [{ type: 'Point', coordinates: [...input.position] }] : [],
      ...(input.positionTime ? { data: { positionTime: input.positionTime } } : {}),
    });
  },
  useFollowing: () => useFollowing((state) => state.mmsi),
  setFollowing,
  useShownTrack: () => useTracks((state) => state.shown),
  showTrack: (mmsi, range) => void showTrack(trackServices, mmsi, range),
  hideTrack,
  // A share link's hideAisTrack hides the track and its buttons like the setting does.
  useAisTrackOn: () => useSetting<boolean>('aisTrack') === true && !OPENED_HIDING_AIS_TRACK,
  useTrackBySpeed: () => useSetting<boolean>('colourAisTrackBySpeed') === true,
};

/**
 * Fetches the recent tracks once start-up is ready and the map shows where its centre is, if
 * the settings say so. Not before start-up is ready: an anonymous visitor's calls need the
 * AIS token it fetches, and the base map may load long before that token comes.
 */
function whenRecentTracksWanted(): () => void {
  const tryLoad = (): void => {
    if (useStartup.getState().phase !== 'ready') return;
    const { values } = useSettings.getState();
    if (effectiveSetting('fetchRecentAisTracks', values) !== true) return;
    const centre = usePointer.getState().center;
    if (!useMapStatus.getState().loaded || !centre) return;
    void loadRecentTracks(trackServices, [centre.lng, centre.lat]);
  };
  tryLoad();
  const stops = [
    useStartup.subscribe((state, previous) => {
      if (state.phase !== previous.phase) tryLoad();
    }),
    useMapStatus.subscribe(tryLoad),
    useSettings.subscribe(tryLoad),
  ];
  // The centre is known once the map moved or loaded; one more try when it first appears.
  const stopCentre = usePointer.subscribe((state, previous) => {
    if (state.center && !previous.center) tryLoad();
  });
  return () => {
    for (const stop of stops) stop();
    stopCentre();
  };
}

/** Hands the AIS dataset its host and draws favourites and tracks through the composer. */
export function connectVesselTools(composer: MapComposer): () => void {
  provideVesselHost(host);
  refresh?.dispose();
  refresh = followRefresh(useNetwork, lookUpFollowed, FOLLOW_REFRESH_MS);
  refresh.follow(useFollowing.getState().mmsi);
  const stops = [
    connectFavourites(composer),
    connectTracksLayer(composer),
    // Vessel and aid links centre the map on them; a shown track is fitted into view.
    connectVesselPositions(http),
    whenRecentTracksWanted(),
    // A published position of the followed vessel re-centres the map at once.
    onVesselRecords((records) => {
      const mmsi = useFollowing.getState().mmsi;
      const record = mmsi === null ? undefined : records.find((item) => item.mmsi === mmsi);
      if (record?.longitude != null && record.latitude != null) {
        centreOn([record.longitude, record.latitude]);
      }
    }),
  ];
  return () => {
    for (const stop of stops) stop();
    setFollowing(null, null);
    refresh?.dispose();
    refresh = undefined;
  };
}
