// The point forecast the page shows (`GET /api/v1/forecast?lat=&lon=`), SI units throughout.
import type { LonLat } from '@havkart/domain';

export interface ForecastStep {
  readonly time: string;
  readonly waves: {
    readonly height: number;
    readonly direction: number;
    readonly period: number | null;
  } | null;
  readonly wind: {
    readonly speed: number;
    readonly gust: number | null;
    readonly direction: number;
  } | null;
  readonly current: { readonly speed: number; readonly direction: number } | null;
  readonly precipitation: number | null;
  readonly airTemperature: number | null;
}

export interface PointForecast {
  readonly lat: number;
  readonly lon: number;
  /** `demo`: computed by a model, not a forecast. */
  readonly source: 'demo' | 'met';
  readonly updatedAt: string;
  readonly series: readonly ForecastStep[];
}

export interface ForecastApi {
  get<T>(path: string, request: { signal?: AbortSignal }): Promise<T>;
}

export function fetchPointForecast(
  api: ForecastApi,
  [lon, lat]: LonLat,
  signal?: AbortSignal,
): Promise<PointForecast> {
  const query = new URLSearchParams({ lat: lat.toFixed(4), lon: lon.toFixed(4) });
  return api.get<PointForecast>(`/api/v1/forecast?${query}`, signal ? { signal } : {});
}
