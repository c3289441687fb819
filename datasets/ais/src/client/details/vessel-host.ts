// What the vessel details view and the live data path need from the web app, handed in at
// start-up: a dataset never imports the app (conventions), so the app provides these.
import type { Language, LonLat } from '@havkart/domain';
import type { ComponentType } from 'react';
import { setVesselFilterInputs } from '../filters/inputs.js';
import type { AisHttp } from '../tracks/track-sources.js';

/** A vessel record of the live API, `Full` model (docs/api.md "Vessel records"). */
export interface FullVesselRecord {
  readonly mmsi: number;
  /** ISO 8601 time of the vessel's latest message. */
  readonly msgtime: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** Knots. */
  readonly speedOverGround?: number | null;
  /** Degrees. */
  readonly courseOverGround?: number | null;
  /** Degrees. */
  readonly trueHeading?: number | null;
  readonly navigationalStatus?: number | null;
  readonly name?: string | null;
  readonly callSign?: string | null;
  readonly imoNumber?: number | null;
  readonly destination?: string | null;
  /** `MMddHHmm`, UTC. */
  readonly eta?: string | null;
  /** Decimetres, as AIS sends it. */
  readonly draught?: number | null;
  readonly shipType?: number | string | null;
  readonly shipLength?: number | null;
  readonly shipWidth?: number | null;
  readonly dimensionA?: number | null;
  readonly dimensionB?: number | null;
  readonly dimensionC?: number | null;
  readonly dimensionD?: number | null;
}

/** What the details view shows of the track the user asked for. */
export interface ShownTrack {
  readonly mmsi: number;
  /** `expired`: the chosen span ends before the points the server keeps ('Timespan expired'). */
  readonly status: 'loading' | 'shown' | 'empty' | 'failed' | 'expired';
  /** Points on the map once shown. */
  readonly points: number;
  /** The chosen range; none for the latest 24 hours. */
  readonly range?: { readonly from: Date; readonly to: Date };
}

/** The server's `bwErrorCode` for a history span wholly past its track retention. */
export const TIMESPAN_EXPIRED = 'TIMESPAN_EXPIRED';

/** Whether a failed track fetch was the server saying the span is past its retention. */
export function isTimespanExpired(error: unknown): boolean {
  return (error as { bwErrorCode?: unknown } | null)?.bwErrorCode === TIMESPAN_EXPIRED;
}

/** A favourite as the details view adds it (the app's favourites store fills the rest). */
export interface VesselFavouriteInput {
  /** Route string, `/ais/{mmsi}`. */
  readonly value: string;
  readonly name: string;
  readonly position: LonLat | null;
  /** msgtime of that position. */
  readonly positionTime: string | null;
}

export interface VesselHost {
  readonly http: AisHttp;
  /** Interface language, vessel speed unit and the 'Show time in UTC' setting. */
  useDisplay(): { language: Language; speedUnit: 'knots' | 'km/h'; utc: boolean };
  /** Where distance and bearing are measured from: the user's position, else the map centre. */
  useReferencePoint(): { point: LonLat; kind: 'own' | 'centre' } | null;
  useIsFavourite(value: string): boolean;
  toggleFavourite(favourite: VesselFavouriteInput): void;
  /** The MMSI the map keeps centred, or null. */
  useFollowing(): number | null;
  setFollowing(mmsi: number | null, position: LonLat | null): void;
  useShownTrack(): ShownTrack | null;
  /** Shows the latest track (last 24 h), or the track within `range`. */
  showTrack(mmsi: number, range?: { from: Date; to: Date }): void;
  hideTrack(): void;
  /** Whether the 'AIS track' setting is on (spec 01 §9); off hides the track buttons. */
  useAisTrackOn(): boolean;
  /** Whether 'Colour AIS track by speed' is on (the legend then lists the speed bands). */
  useTrackBySpeed?(): boolean;
  /** The app's "Add to fleet" action for a signed-in user (spec 02 §4); absent, no action. */
  FleetAction?: ComponentType<{ mmsi: number; name: string }>;
}

let host: VesselHost | undefined;

/** The web app hands in its services once, at start-up. */
export function provideVesselHost(next: VesselHost): void {
  host = next;
}

export function vesselHost(): VesselHost | undefined {
  return host;
}

type RecordsListener = (records: readonly FullVesselRecord[]) => void;
const recordListeners = new Set<RecordsListener>();

/**
 * The live data path calls this with each batch of records it puts on the map, so favourites
 * and the followed vessel see every newer position (spec 01 §4).
 */
export function publishVesselRecords(records: readonly FullVesselRecord[]): void {
  for (const listener of recordListeners) listener(records);
}

/** Runs `listener` for each published batch; returns the unsubscribe. */
export function onVesselRecords(listener: RecordsListener): () => void {
  recordListeners.add(listener);
  return () => recordListeners.delete(listener);
}

let favourites: ReadonlySet<number> = new Set();
const favouriteListeners = new Set<(mmsis: ReadonlySet<number>) => void>();

/** The app's favourites store says which vessels are favourites (for `showFavoritesOnly`). */
export function setFavouriteMmsis(mmsis: ReadonlySet<number>): void {
  favourites = mmsis;
  // The `showFavoritesOnly` filter reads them from the filter inputs.
  setVesselFilterInputs({ favourites: mmsis });
  for (const listener of favouriteListeners) listener(mmsis);
}

/** MMSIs of the vessels that are favourites now. */
export function favouriteMmsis(): ReadonlySet<number> {
  return favourites;
}

export function onFavouriteMmsisChange(listener: (mmsis: ReadonlySet<number>) => void) {
  favouriteListeners.add(listener);
  return () => favouriteListeners.delete(listener);
}
