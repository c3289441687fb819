// AIS met/hydro stations as the weather-station layer draws them: each record of spec 02 §3
// (R15.05) a Point feature keyed by `sourceId` (the MMSI), named from the station list, with
// the symbol and arrow rotation of the domain rules. Stations without a position or without
// any reading are skipped (R15.15).
import {
  isDrawableStation,
  stationSymbol,
  windArrowRotation,
  type StationObservations,
} from '@havkart/domain';
import type { Feature, FeatureCollection, Point } from 'geojson';

/** The AIS weather-station record of spec 02 §3 (R15.05); wind speed in m/s. */
export interface AisWeatherStationRecord {
  readonly mmsi: number;
  readonly msgtime: string;
  readonly significantWaveHeight: number | null;
  readonly waveDirection: number | null;
  readonly windDirection: number | null;
  readonly avgWindSpeed: number | null;
  readonly geometry: { readonly type: string; readonly coordinates?: unknown } | null;
}

/** What the server feeds the dataset: the latest record of each AIS met/hydro station. */
export interface AisWeatherStationFeed {
  stations(): Iterable<AisWeatherStationRecord>;
}

/** A station's name by MMSI (`WEATHER_STATIONS_FILE`, or the simulator's names). */
export type StationNames = ReadonlyMap<number, string>;

/** A station as search answers it: `{name, sourceId, geom}` (spec 02 §7). */
export interface StationSummary {
  readonly name: string;
  readonly sourceId: string;
  readonly geom: Point;
}

function observationsOf(r: AisWeatherStationRecord): StationObservations {
  return {
    windSpeed: r.avgWindSpeed,
    windDirection: r.windDirection,
    waveHeight: r.significantWaveHeight,
    waveDirection: r.waveDirection,
  };
}

/** A station with no name in the list is called by its MMSI, so it can still be found. */
export function stationName(mmsi: number, names: StationNames): string {
  return names.get(mmsi) ?? `MMSI ${mmsi}`;
}

/** A station with a position, whatever reports it (AIS by MMSI, MET Frost by station id). */
export interface PlacedStation {
  /** The feature key: an AIS station's MMSI, a Frost station's id (`SN…`). */
  readonly sourceId: string;
  readonly mmsi?: number;
  readonly name: string;
  readonly lon: number;
  readonly lat: number;
  /** When its readings were taken (or, ahead of now, the time they are forecast for). */
  readonly time: string;
}

/** One station as a map feature: its readings, its symbol and its wind arrow. */
export function stationFeature(
  station: PlacedStation,
  observations: StationObservations,
  extra: Readonly<Record<string, unknown>> = {},
): Feature<Point> | null {
  const symbol = stationSymbol(observations);
  if (symbol === null) return null;
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [station.lon, station.lat] },
    properties: {
      sourceId: station.sourceId,
      ...(station.mmsi !== undefined ? { mmsi: station.mmsi } : {}),
      name: station.name,
      msgtime: station.time,
      significantWaveHeight: observations.waveHeight ?? null,
      waveDirection: observations.waveDirection ?? null,
      windDirection: observations.windDirection ?? null,
      avgWindSpeed: observations.windSpeed ?? null,
      symbol,
      // Buoys and stations without a wind direction draw no arrow.
      arrowRotation:
        observations.windDirection == null ? null : windArrowRotation(observations.windDirection),
      ...extra,
    },
  };
}

/** An AIS station record as a placed station, when it has a position. */
export function placedAisStation(
  r: AisWeatherStationRecord,
  names: StationNames,
): PlacedStation | null {
  const position = stationPosition(r);
  if (!position) return null;
  return {
    sourceId: String(r.mmsi),
    mmsi: r.mmsi,
    name: stationName(r.mmsi, names),
    ...position,
    time: r.msgtime,
  };
}

/** Stations sorted by name, so answers are stable. */
export function byName(features: Feature<Point>[]): FeatureCollection<Point> {
  features.sort((a, b) =>
    String(a.properties!['name']).localeCompare(String(b.properties!['name'])),
  );
  return { type: 'FeatureCollection', features };
}

/** The position of a record, when it has a Point. */
export function stationPosition(r: AisWeatherStationRecord): { lon: number; lat: number } | null {
  const coordinates = r.geometry?.type === 'Point' ? r.geometry.coordinates : null;
  if (!Array.isArray(coordinates) || coordinates.length < 2) return null;
  const [lon, lat] = coordinates as unknown[];
  return typeof lon === 'number' && typeof lat === 'number' ? { lon, lat } : null;
}

/** The drawable stations as map features, sorted by name so answers are stable. */
export function weatherStationFeatures(
  records: Iterable<AisWeatherStationRecord>,
  names: StationNames,
): FeatureCollection<Point> {
  const features: Feature<Point>[] = [];
  for (const r of records) {
    const observations = observationsOf(r);
    if (!isDrawableStation({ geometry: r.geometry, observations })) continue;
    const placed = placedAisStation(r, names);
    const feature = placed && stationFeature(placed, observations);
    if (feature) features.push(feature);
  }
  return byName(features);
}

/** Stations whose name contains the query, any case; all when there is none. */
export function searchStations(
  collection: FeatureCollection<Point>,
  query: string | undefined,
): StationSummary[] {
  const needle = query?.trim().toLocaleLowerCase('nb');
  return collection.features
    .map((f) => ({
      name: String(f.properties?.['name'] ?? ''),
      sourceId: String(f.properties?.['sourceId'] ?? ''),
      geom: f.geometry,
    }))
    .filter((s) => !needle || s.name.toLocaleLowerCase('nb').includes(needle));
}
