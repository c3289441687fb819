import { boundsValid, type Bounds } from './tiles.js';

/** What an offline record holds (spec 01 §3, R26.10). */
export type CacheSourceType = 'vectortiles' | 'geojson';

/**
 * One source of one downloaded area (spec 01 §3): the spec's cache record, plus the area it
 * belongs to, the dataset it came from and the Cache Storage cache that holds its files.
 */
export interface CacheRecord {
  readonly id: string;
  /** The area's id; the records of one area are listed, updated and deleted together. */
  readonly areaId: string;
  readonly name: string;
  readonly datasetId: string;
  readonly sourceType: CacheSourceType;
  /** Tile template `…/{z}/{x}/{y}.pbf`, absolute; set for `vectortiles`. */
  readonly baseUrl?: string;
  /** GeoJSON URL, absolute; set for `geojson`. */
  readonly url?: string;
  readonly bounds: Bounds;
  readonly minZoom: number;
  readonly maxZoom: number;
  readonly fileCountTotal: number;
  readonly fileCountFulfilled: number;
  readonly fileCountRejected: number;
  /** Milliseconds the last download took. */
  readonly downloadTime: number;
  /** ISO time of the last successful download. */
  readonly lastUpdated: string;
  readonly isCorrupt: boolean;
  /** Bytes stored, as far as the download could count them. */
  readonly sizeBytes: number;
  /** The Cache Storage cache holding the files; replaced only by a download that succeeded. */
  readonly cacheName: string;
}

/** Every offline cache's name starts with this, so the worker finds them and nothing else. */
export const AREA_CACHE_PREFIX = 'havkart-area-';

const DEFAULTS: Omit<CacheRecord, 'id' | 'areaId' | 'cacheName' | 'baseUrl' | 'url'> = {
  name: '',
  datasetId: '',
  sourceType: 'vectortiles',
  bounds: [0, 0, 0, 0],
  minZoom: 0,
  maxZoom: 9,
  fileCountTotal: 0,
  fileCountFulfilled: 0,
  fileCountRejected: 0,
  downloadTime: 0,
  lastUpdated: '',
  isCorrupt: false,
  sizeBytes: 0,
};

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isZoom = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 24;
const isBounds = (value: unknown): value is Bounds =>
  Array.isArray(value) &&
  value.length === 4 &&
  value.every((n) => typeof n === 'number') &&
  boundsValid(value as unknown as Bounds);

type Checks = { [K in keyof typeof DEFAULTS]: (value: unknown) => boolean };

const CHECKS: Checks = {
  name: isString,
  datasetId: isString,
  sourceType: (value) => value === 'vectortiles' || value === 'geojson',
  bounds: isBounds,
  minZoom: isZoom,
  maxZoom: isZoom,
  fileCountTotal: isCount,
  fileCountFulfilled: isCount,
  fileCountRejected: isCount,
  downloadTime: isCount,
  lastUpdated: isString,
  isCorrupt: (value) => typeof value === 'boolean',
  sizeBytes: isCount,
};

/**
 * One stored record, read defensively: a field of the wrong type takes its default and marks
 * the record damaged, so the user can download it again instead of the app failing. Null
 * when not even an id and a cache name are there: nothing could be repaired or deleted.
 */
export function parseRecord(value: unknown): CacheRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (!isString(raw.id) || !isString(raw.cacheName) || !raw.cacheName.startsWith(AREA_CACHE_PREFIX))
    return null;
  let damaged = false;
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(CHECKS) as (keyof Checks)[]) {
    if (key in raw && CHECKS[key](raw[key])) fields[key] = raw[key];
    else {
      fields[key] = DEFAULTS[key];
      damaged = true;
    }
  }
  const record = {
    ...(fields as typeof DEFAULTS),
    id: raw.id,
    areaId: isString(raw.areaId) ? raw.areaId : raw.id,
    cacheName: raw.cacheName,
    ...(isString(raw.baseUrl) ? { baseUrl: raw.baseUrl } : {}),
    ...(isString(raw.url) ? { url: raw.url } : {}),
  };
  const located = record.sourceType === 'vectortiles' ? record.baseUrl : record.url;
  if (located === undefined || record.minZoom > record.maxZoom) damaged = true;
  return damaged ? { ...record, isCorrupt: true } : record;
}

/** The stored "caches" section (R26.20): records that could be read, in stored order. */
export function parseRecords(value: unknown): CacheRecord[] {
  if (!Array.isArray(value)) return [];
  return value.map(parseRecord).filter((record): record is CacheRecord => record !== null);
}
