// The forecast along a route (R16.07): BarentsWatch's route body to our server, each point
// with its passing time; and the forecast times with their source, which say where the
// forecast ends and whether it is the demo model.
import type { PlannedPoint } from '@havkart/domain';
import type { RouteForecastPoint } from './custom-route.rules.js';

export interface RouteForecastApi {
  get<T>(path: string, request: { signal?: AbortSignal }): Promise<T>;
  post<T>(path: string, json: unknown, request: { signal?: AbortSignal }): Promise<T>;
}

export interface RouteForecast {
  readonly points: readonly RouteForecastPoint[];
  /** Hourly forecast times, oldest first. */
  readonly forecastTimes: readonly string[];
  readonly demo: boolean;
}

export async function fetchRouteForecast(
  api: RouteForecastApi,
  points: readonly PlannedPoint[],
  signal: AbortSignal,
): Promise<RouteForecast> {
  const routePoints = points.map((point) => {
    const passingTime = new Date(point.passingTime).toISOString();
    return { lat: point.lat, lon: point.lon, passingTime, forecastDatetime: passingTime };
  });
  const [answer, times] = await Promise.all([
    api.post<{ routePoints: RouteForecastPoint[] }>(
      '/api/v1/geodata/waveforecast/route',
      { forecastDatetime: routePoints[0]?.passingTime, routePoints },
      { signal },
    ),
    api.get<{ available_forecast_times?: string[]; source?: string }>(
      '/api/v1/geodata/waveforecast/available/all',
      { signal },
    ),
  ]);
  return {
    points: answer.routePoints,
    forecastTimes: times.available_forecast_times ?? [],
    demo: times.source === 'demo',
  };
}
