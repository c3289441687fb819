// Schemas of the wave-forecast routes, as the OpenAPI document shows them.
import { Type } from 'typebox';
import { TileXyz } from '../routes/tiles/tile-schema.js';

/** Route bodies carry at most this many points, as BarentsWatch's route forecast takes. */
export const MAX_ROUTE_POINTS = 250;

export const WaveTileParams = Type.Object(TileXyz);

export const WaveTileQuery = Type.Object({
  time: Type.String({
    minLength: 1,
    maxLength: 40,
    description: 'One of the `available_forecast_times`, e.g. `2026-11-23T12:00:00Z`',
  }),
});

export const PointQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90, description: 'Latitude, degrees north (WGS 84)' }),
  lon: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude, degrees east' }),
});

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const ForecastStep = Type.Object({
  time: Type.String({ format: 'date-time' }),
  waves: nullable(
    Type.Object(
      {
        height: Type.Number({ description: 'Significant wave height, m' }),
        direction: Type.Number({ description: 'Direction the waves come from, degrees' }),
        period: nullable(Type.Number({ description: 'Wave period, s' })),
      },
      { description: 'Null on land and outside the wave model' },
    ),
  ),
  wind: nullable(
    Type.Object({
      speed: Type.Number({ description: 'Mean wind, m/s' }),
      gust: nullable(Type.Number({ description: 'Gusts, m/s' })),
      direction: Type.Number({ description: 'Direction the wind comes from, degrees' }),
    }),
  ),
  current: nullable(
    Type.Object(
      {
        speed: Type.Number({ description: 'Sea current, m/s' }),
        direction: Type.Number({ description: 'Direction the current goes to, degrees' }),
      },
      { description: 'Null on land and outside the sea model' },
    ),
  ),
  precipitation: nullable(Type.Number({ description: 'Precipitation in the hour, mm' })),
  airTemperature: nullable(Type.Number({ description: 'Air temperature, °C' })),
});

export const PointForecastSchema = Type.Object({
  lat: Type.Number(),
  lon: Type.Number(),
  source: Type.Union([Type.Literal('demo'), Type.Literal('met')], {
    description: '`demo`: computed by a model, not a forecast; `met`: MET Norway',
  }),
  updatedAt: Type.String({ format: 'date-time', description: 'When the data was last updated' }),
  series: Type.Array(ForecastStep, { description: 'Hourly, 0–66 hours ahead' }),
});

const RoutePointIn = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lon: Type.Number({ minimum: -180, maximum: 180 }),
    passingTime: Type.String({ format: 'date-time', description: 'When the vessel passes' }),
    forecastDatetime: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

export const RouteBody = Type.Object(
  {
    forecastDatetime: Type.Optional(Type.String()),
    routePoints: Type.Array(RoutePointIn, { minItems: 1, maxItems: MAX_ROUTE_POINTS }),
  },
  { additionalProperties: true },
);

const RoutePointOut = Type.Object(
  {
    lat: Type.Number(),
    lon: Type.Number(),
    passingTime: Type.String(),
    forecastTime: nullable(
      Type.String({ format: 'date-time', description: 'Step used, nearest the passing time' }),
    ),
    waveHeight: nullable(Type.Number({ description: 'm' })),
    waveDirection: nullable(Type.Number({ description: 'Waves come from, degrees' })),
    windSpeed: nullable(Type.Number({ description: 'm/s' })),
    windDirection: nullable(Type.Number({ description: 'Wind comes from, degrees' })),
    currentSpeed: nullable(Type.Number({ description: 'm/s' })),
    currentDirection: nullable(Type.Number({ description: 'Current goes to, degrees' })),
  },
  {
    additionalProperties: true,
    description:
      'The point as sent, with the forecast at it; values null on land or past the forecast',
  },
);

export const RouteForecastSchema = Type.Object({ routePoints: Type.Array(RoutePointOut) });
