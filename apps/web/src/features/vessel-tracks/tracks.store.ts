// The tracks on the map: the one the user asked for in a vessel's details (latest 24 h or a
// range) and the recent tracks fetched at startup (spec 01 §4, checklist A14).
import {
  fetchLatestTrack,
  fetchRecentTracks,
  fetchTrackHistory,
  isTimespanExpired,
  type AisHttp,
  type RecentTrack,
  type ShownTrack,
  type TrackPoint,
} from '@havkart/dataset-ais/client';
import type { LonLat } from '@havkart/domain';
import { create } from 'zustand';

export interface TracksState {
  /** The asked-for track's state; null when none is asked for. */
  readonly shown: ShownTrack | null;
  readonly points: readonly TrackPoint[];
  readonly recent: readonly RecentTrack[];
  /** The recent tracks were fetched (or are being fetched) once this visit. */
  readonly recentRequested: boolean;
}

export const useTracks = create<TracksState>(() => ({
  shown: null,
  points: [],
  recent: [],
  recentRequested: false,
}));

export interface TrackServices {
  readonly http: AisHttp;
  readonly policies: () => Promise<readonly string[]>;
  readonly now?: () => number;
  readonly log?: (message: string, detail?: unknown) => void;
}

let current: AbortController | undefined;

/**
 * Fetches and shows a vessel's track: the latest one, or the one within `range`. A newer
 * request cancels an older one still running; a failure of every source shows as failed.
 */
export async function showTrack(
  services: TrackServices,
  mmsi: number,
  range?: { from: Date; to: Date },
): Promise<void> {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const base = { mmsi, points: 0, ...(range ? { range } : {}) };
  useTracks.setState({ shown: { ...base, status: 'loading' }, points: [] });
  try {
    const policies = await services.policies();
    const request = {
      http: services.http,
      mmsi,
      policies,
      signal: controller.signal,
      ...(services.log ? { log: services.log } : {}),
    };
    const points = range
      ? await fetchTrackHistory({ ...request, from: range.from, to: range.to })
      : await fetchLatestTrack({ ...request, now: (services.now ?? Date.now)() });
    if (controller.signal.aborted) return;
    useTracks.setState({
      shown: { ...base, status: points.length > 0 ? 'shown' : 'empty', points: points.length },
      points,
    });
  } catch (error) {
    if (controller.signal.aborted) return;
    const status = isTimespanExpired(error) ? 'expired' : 'failed';
    useTracks.setState({ shown: { ...base, status }, points: [] });
  }
}

export function hideTrack(): void {
  current?.abort();
  current = undefined;
  useTracks.setState({ shown: null, points: [] });
}

/** Fetches the recent tracks around `center` once; a failure leaves none (it is logged). */
export async function loadRecentTracks(services: TrackServices, center: LonLat): Promise<void> {
  if (useTracks.getState().recentRequested) return;
  useTracks.setState({ recentRequested: true });
  try {
    const recent = await fetchRecentTracks(
      services.http,
      center,
      (services.now ?? Date.now)(),
      services.log,
    );
    useTracks.setState({ recent });
  } catch {
    useTracks.setState({ recent: [] });
  }
}
