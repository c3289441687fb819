// The weather-station search source (spec 02 §7, R18.08–R18.11): stations by name from the
// weather-station API, `{name, sourceId, geom}` each, sorted by name and unique by sourceId.
import type { DatasetSearchResult, DatasetSearchSource } from '@havkart/datasets-core/client';

export const WEATHER_STATIONS_PATH = '/api/v1/weatherstations';
/** The dataset whose layer shows the stations and whose details open one. */
export const WEATHER_STATIONS_DATASET = 'weatherstations';
export const WEATHER_STATION_ZOOM = 11;

interface Station {
  readonly name: string;
  readonly sourceId: string;
  readonly lon: number;
  readonly lat: number;
}

function station(value: unknown): Station | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const geom = item.geom as { type?: unknown; coordinates?: unknown } | null | undefined;
  const at = geom?.type === 'Point' && Array.isArray(geom.coordinates) ? geom.coordinates : [];
  const [lon, lat] = at as unknown[];
  const id = item.sourceId;
  if (typeof item.name !== 'string' || !item.name.trim()) return null;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  if (typeof lon !== 'number' || typeof lat !== 'number') return null;
  if (Math.abs(lon) > 180 || Math.abs(lat) > 90) return null;
  return { name: item.name.trim(), sourceId: String(id), lon, lat };
}

/** An answer as results: unreadable stations dropped, each sourceId once, by name. */
export function weatherStationResults(answer: unknown): DatasetSearchResult[] {
  if (!Array.isArray(answer)) throw new Error('The weather-station answer is not a list');
  const bySource = new Map<string, Station>();
  for (const item of answer) {
    const s = station(item);
    if (s && !bySource.has(s.sourceId)) bySource.set(s.sourceId, s);
  }
  const collator = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });
  return [...bySource.values()]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((s) => ({
      uniqueId: `weather_stations:${s.sourceId}`,
      label: s.name,
      rank: 0,
      sortValue: s.name,
      target: {
        pathname: `/${WEATHER_STATIONS_DATASET}/${encodeURIComponent(s.sourceId)}`,
        center: [s.lon, s.lat],
        zoom: WEATHER_STATION_ZOOM,
      },
    }));
}

export const weatherStationSearchSource: DatasetSearchSource = {
  id: 'weather_stations',
  category: 'weather_stations',
  priority: 1,
  uniqueProp: 'sourceId',
  sortProp: 'name',
  async search(query, host, signal) {
    const path = `${WEATHER_STATIONS_PATH}?query=${encodeURIComponent(query)}`;
    return weatherStationResults(await host.get(path, signal));
  },
};
