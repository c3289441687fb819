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

/** The drawable stations as map features, sorted by name so answers are stable. */
export function weatherStationFeatures(
  records: Iterable<AisWeatherStationRecord>,
  names: StationNames,
): FeatureCollection<Point> {
  const features: Feature<Point>[] = [];
  for (const r of records) {
    const observations = observationsOf(r);
    if (!isDrawableStation({ geometry: r.geometry, observations })) continue;
    const symbol = stationSymbol(observations);
    if (symbol === null) continue;
    const [lon, lat] = r.geometry!.coordinates as [number, number];
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lon, lat] },
      properties: {
        sourceId: String(r.mmsi),
        mmsi: r.mmsi,
        name: stationName(r.mmsi, names),
        msgtime: r.msgtime,
        significantWaveHeight: r.significantWaveHeight,
        waveDirection: r.waveDirection,
        windDirection: r.windDirection,
        avgWindSpeed: r.avgWindSpeed,
        symbol,
        // Buoys and stations without a wind direction draw no arrow.
        arrowRotation: r.windDirection === null ? null : windArrowRotation(r.windDirection),
      },
    });
  }
  features.sort((a, b) =>
    String(a.properties!['name']).localeCompare(String(b.properties!['name'])),
  );
  return { type: 'FeatureCollection', features };
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
