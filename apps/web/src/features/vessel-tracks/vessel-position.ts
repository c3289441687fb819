// Where vessel and aid links and the asked-for track take the map: `/ais/{mmsi}` and
// `/aton/{mmsi}` centre on the vessel or aid once its position is known, and a track shown
// from the details is fitted into view. The map moves through the position module.
import {
  liveAid,
  liveVessel,
  lookupVessel,
  onAidsChange,
  onVesselRecords,
  parseMmsi,
  type AisHttp,
} from '@havkart/dataset-ais/client';
import type { Point } from 'geojson';
import {
  boundsAround,
  FEATURE_ZOOM,
  registerFeatureLocator,
  showBounds,
  type FeatureLocator,
} from '../../map/position/index.js';
import { useTracks, type TracksState } from './tracks.store.js';

type Positioned = { readonly longitude?: unknown; readonly latitude?: unknown } | null | undefined;

/** A record's position as a point; null while it has none. */
export function recordPoint(record: Positioned): Point | null {
  const { longitude, latitude } = record ?? {};
  return typeof longitude === 'number' && typeof latitude === 'number'
    ? { type: 'Point', coordinates: [longitude, latitude] }
    : null;
}

/**
 * Waits for the first position `watch` reports, or for the abort. `watch` gets the report
 * and returns its own clean-up.
 */
function firstPosition(
  signal: AbortSignal,
  watch: (found: (point: Point | null) => void) => () => void,
): Promise<Point | null> {
  return new Promise((resolve) => {
    let stop = (): void => undefined;
    let settled = false;
    const settle = (point: Point | null) => {
      if (settled) return;
      settled = true;
      stop();
      signal.removeEventListener('abort', aborted);
      resolve(point);
    };
    const aborted = () => settle(null);
    if (signal.aborted) return settle(null);
    signal.addEventListener('abort', aborted);
    stop = watch((point) => {
      if (point) settle(point);
    });
    if (settled) stop();
  });
}

/** A vessel: the map's held record, else the first published one or the live API's answer. */
export function vesselLocator(http: AisHttp): FeatureLocator {
  return (featureId, signal) => {
    const mmsi = parseMmsi(featureId);
    if (mmsi === null) return Promise.resolve(null);
    return firstPosition(signal, (found) => {
      found(recordPoint(liveVessel(mmsi)));
      const stop = onVesselRecords((records) =>
        found(recordPoint(records.find((record) => record.mmsi === mmsi))),
      );
      lookupVessel(http, mmsi, signal).then(
        (record) => found(recordPoint(record)),
        () => undefined,
      );
      return stop;
    });
  };
}

/** An aid to navigation: the aid part's held record, once its live data has it. */
export const atonLocator: FeatureLocator = (featureId, signal) => {
  const mmsi = parseMmsi(featureId);
  if (mmsi === null) return Promise.resolve(null);
  return firstPosition(signal, (found) => {
    found(recordPoint(liveAid(mmsi)));
    return onAidsChange(() => found(recordPoint(liveAid(mmsi))));
  });
};

/**
 * A track that turned `shown` for a new request is fitted into view (no closer than the
 * feature zoom); later changes of the same track, and recent tracks, leave the map alone.
 */
export function trackToFit(
  state: TracksState,
  previous: TracksState,
): TracksState['points'] | null {
  const shown = state.shown;
  if (shown?.status !== 'shown' || state.points === previous.points) return null;
  return state.points.length > 0 ? state.points : null;
}

/** Registers the vessel and aid locators and fits shown tracks; returns the clean-up. */
export function connectVesselPositions(http: AisHttp): () => void {
  const stops = [
    registerFeatureLocator('ais', vesselLocator(http)),
    registerFeatureLocator('aton', atonLocator),
    useTracks.subscribe((state, previous) => {
      const points = trackToFit(state, previous);
      const bounds = points && boundsAround(points.map((p) => [p.longitude, p.latitude] as const));
      if (bounds) showBounds(bounds, FEATURE_ZOOM);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
