// MET Norway's Frost observation API (frost.met.no, v0 JSON-LD), read into the spec's
// observation-service station (spec 02 §3, R15.06): `sourceId`, `name`, `geom`,
// `referenceTime` and `observations` of `{elementId, observValue, unit}`. Frost gives an
// element at several resolutions and time series; one is kept per element: time series 0,
// the finest resolution (PT10M before PT1H). Records that do not parse are skipped and
// counted, so a caller can log them.
import type { StationObservations } from '@havkart/domain';
import type { Point } from 'geojson';

/** Element ids asked for and read (spec 02 §3). */
export const FROST_ELEMENTS = {
  windSpeed: 'wind_speed',
  windDirection: 'wind_from_direction',
  waveHeight: 'sea_surface_wave_significant_height',
  waveDirection: 'from_direction_of_mean wave energy PT10M',
} as const;

/** A station of the sources list: `SN…` id, name and position. */
export interface FrostSource {
  readonly id: string;
  readonly name: string;
  readonly lon: number;
  readonly lat: number;
}

export interface FrostObservation {
  readonly elementId: string;
  readonly observValue: number;
  readonly unit: string;
}

/** The observation-service station of spec 02 §3 (R15.06). */
export interface FrostStation {
  readonly sourceId: string;
  readonly name: string;
  readonly geom: Point;
  readonly referenceTime: string;
  readonly observations: readonly FrostObservation[];
}

/** Per station id (`SN…`), its latest reference time and one observation per element. */
export type FrostReadings = Map<
  string,
  { referenceTime: string; observations: FrostObservation[] }
>;

export interface Parsed<T> {
  readonly items: T;
  /** Records that were not read (no id, no position, no value …). */
  readonly skipped: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function dataOf(body: unknown): unknown[] {
  if (!isRecord(body) || !Array.isArray(body['data'])) {
    throw new Error('Frost answer without a data list');
  }
  return body['data'];
}

/** `GET /sources/v0.jsonld`: the stations with an id, a name and a position. */
export function parseFrostSources(body: unknown): Parsed<FrostSource[]> {
  const items: FrostSource[] = [];
  let skipped = 0;
  for (const row of dataOf(body)) {
    const geometry = isRecord(row) && isRecord(row['geometry']) ? row['geometry'] : null;
    const coordinates = geometry?.['coordinates'];
    const [lon, lat] = Array.isArray(coordinates) ? coordinates : [];
    if (
      !isRecord(row) ||
      typeof row['id'] !== 'string' ||
      typeof lon !== 'number' ||
      typeof lat !== 'number' ||
      !Number.isFinite(lon) ||
      !Number.isFinite(lat)
    ) {
      skipped += 1;
      continue;
    }
    const name = typeof row['name'] === 'string' && row['name'].trim() ? row['name'] : row['id'];
    items.push({ id: row['id'], name, lon, lat });
  }
  return { items, skipped };
}

/** ISO 8601 durations Frost uses for resolutions, in minutes; unknown ones sort last. */
function resolutionMinutes(text: unknown): number {
  const match = typeof text === 'string' ? /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(text) : null;
  if (!match) return Number.POSITIVE_INFINITY;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

interface Candidate extends FrostObservation {
  readonly resolution: number;
  readonly referenceTime: string;
}

/**
 * `GET /observations/v0.jsonld?…&referencetime=latest`: per station (the `SN…` part of
 * `sourceId`), the latest reference time and one observation per element.
 */
export function parseFrostObservations(body: unknown): Parsed<FrostReadings> {
  const best = new Map<string, Map<string, Candidate>>();
  let skipped = 0;
  for (const row of dataOf(body)) {
    const sourceId = isRecord(row) && typeof row['sourceId'] === 'string' ? row['sourceId'] : null;
    const referenceTime =
      isRecord(row) && typeof row['referenceTime'] === 'string' ? row['referenceTime'] : null;
    const observations = isRecord(row) ? row['observations'] : null;
    if (!sourceId || !referenceTime || Number.isNaN(Date.parse(referenceTime))) {
      skipped += 1;
      continue;
    }
    if (!Array.isArray(observations)) {
      skipped += 1;
      continue;
    }
    const station = sourceId.split(':')[0]!;
    const elements = best.get(station) ?? new Map<string, Candidate>();
    for (const o of observations) {
      if (
        !isRecord(o) ||
        typeof o['elementId'] !== 'string' ||
        typeof o['value'] !== 'number' ||
        !Number.isFinite(o['value'])
      ) {
        skipped += 1;
        continue;
      }
      // Time series 0 is the station's main sensor; others (a second anemometer) are not read.
      if (o['timeSeriesId'] !== undefined && o['timeSeriesId'] !== 0) continue;
      const candidate: Candidate = {
        elementId: o['elementId'],
        observValue: o['value'],
        unit: typeof o['unit'] === 'string' ? o['unit'] : '',
        resolution: resolutionMinutes(o['timeResolution']),
        referenceTime,
      };
      const held = elements.get(candidate.elementId);
      const better =
        !held ||
        candidate.resolution < held.resolution ||
        (candidate.resolution === held.resolution &&
          Date.parse(candidate.referenceTime) > Date.parse(held.referenceTime));
      if (better) elements.set(candidate.elementId, candidate);
    }
    best.set(station, elements);
  }
  const items: FrostReadings = new Map();
  for (const [station, elements] of best) {
    const chosen = [...elements.values()];
    if (chosen.length === 0) continue;
    const latest = chosen.reduce((a, b) =>
      Date.parse(a.referenceTime) >= Date.parse(b.referenceTime) ? a : b,
    );
    items.set(station, {
      referenceTime: latest.referenceTime,
      observations: chosen.map(({ elementId, observValue, unit }) => ({
        elementId,
        observValue,
        unit,
      })),
    });
  }
  return { items, skipped };
}

/** The stations that have readings, as spec 02 §3's observation-service record. */
export function frostStations(
  sources: readonly FrostSource[],
  readings: FrostReadings,
): FrostStation[] {
  return sources.flatMap((source) => {
    const reading = readings.get(source.id);
    if (!reading) return [];
    return [
      {
        sourceId: source.id,
        name: source.name,
        geom: { type: 'Point', coordinates: [source.lon, source.lat] },
        referenceTime: reading.referenceTime,
        observations: reading.observations,
      },
    ];
  });
}

/** A Frost station's readings as the station rules read them (wind in m/s, degrees, m). */
export function frostObservations(station: FrostStation): StationObservations {
  const value = (elementId: string) =>
    station.observations.find((o) => o.elementId === elementId)?.observValue ?? null;
  return {
    windSpeed: value(FROST_ELEMENTS.windSpeed),
    windDirection: value(FROST_ELEMENTS.windDirection),
    waveHeight: value(FROST_ELEMENTS.waveHeight),
    waveDirection: value(FROST_ELEMENTS.waveDirection),
  };
}
