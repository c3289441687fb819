// Weather stations (spec 02 §3, §7): feeds the weather dataset the AIS met/hydro stations of
// the live state, named by `WEATHER_STATIONS_FILE` or, by default, as the built-in simulator
// names them, and answers `GET /api/v1/weatherstations` (all, or `?query=` by name).
import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SIMULATED_WEATHER_STATIONS } from '@havkart/ais';
import {
  connectWeatherStationFeed,
  createFrostPoller,
  currentWeatherStations,
  isCoastalBySeaMask,
  ForecastUpstreamError,
  type StationForecaster,
  type WaveForecastService,
  parseStationNames,
  searchStations,
  stationNamesOf,
  type AisWeatherStationRecord,
} from '@havkart/dataset-weather/server';
import { Type } from 'typebox';
import { metHydroMessage } from '../live/representation.js';
import { problemResponses } from '../plugins/problem-details.js';

const StationQuery = Type.Object({
  query: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'Part of a station name, any case; absent: every station',
    }),
  ),
});

const Station = Type.Object({
  name: Type.String(),
  sourceId: Type.String({ description: 'The station id: its MMSI for AIS stations' }),
  geom: Type.Object({
    type: Type.Literal('Point'),
    coordinates: Type.Array(Type.Number(), { minItems: 2, maxItems: 2 }),
  }),
});

/** The names a site gives its stations, or the simulator's; throws naming the variable. */
export function loadStationNames(file: string | undefined): {
  names: Map<number, string>;
  demo: boolean;
} {
  if (!file) return { names: stationNamesOf(SIMULATED_WEATHER_STATIONS), demo: true };
  try {
    return { names: parseStationNames(fs.readFileSync(file, 'utf8')), demo: false };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`WEATHER_STATIONS_FILE (${file}): ${reason}`);
  }
}

/**
 * The forecast's wind and waves at the stations at a time ahead, from the route forecast
 * (the step nearest the time). An upstream that has given nothing yet gives no values: the
 * stations then show nothing ahead, never their observations.
 */
function stationForecaster(
  service: WaveForecastService,
  log: { warn(details: object, message: string): void },
): StationForecaster {
  return async (places, time) => {
    try {
      const values = await service.routeForecast(
        places.map((place) => ({ ...place, passingTime: time })),
      );
      return values.map((value) => ({
        windSpeed: value.windSpeed,
        windDirection: value.windDirection,
        waveHeight: value.waveHeight,
        waveDirection: value.waveDirection,
      }));
    } catch (error) {
      if (!(error instanceof ForecastUpstreamError)) throw error;
      log.warn({ upstream: error.upstream, err: error.message }, 'no forecast for the stations');
      return [];
    }
  };
}

/** MET Frost's coastal stations, polled while the server runs; absent without a client id. */
function frostStations(app: Parameters<FastifyPluginAsyncTypebox>[0], userAgent: string) {
  const frost = app.config.forecast.frost;
  if (!frost) return undefined;
  const poller = createFrostPoller({
    ...frost,
    userAgent,
    log: app.log,
    fetch: app.pollingFetch,
    isCoastal: isCoastalBySeaMask(),
  });
  const stop = poller.start();
  app.addHook('onClose', async () => stop());
  return () => poller.stations();
}

export function weatherStationRoutes(
  env: Readonly<Record<string, string | undefined>>,
  forecast: WaveForecastService,
  userAgent: string,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { names, demo: simulatorNames } = loadStationNames(env['WEATHER_STATIONS_FILE']);
    // Demo data while the simulator feeds the stations and names them; a real feed is real.
    const demo = simulatorNames && app.config.aisSources.some((source) => source.kind === 'sim');
    const state = app.live.state;
    const disconnect = connectWeatherStationFeed({
      feed: {
        // The record of spec 02 §3 as the live API writes it, wind in m/s.
        stations: () =>
          [...state.metStations.values()].map(
            (m) => metHydroMessage(m) as unknown as AisWeatherStationRecord,
          ),
      },
      names,
      demo,
      forecast: stationForecaster(forecast, app.log),
      frost: frostStations(app, userAgent),
    });
    app.addHook('onClose', async () => disconnect());

    app.get(
      '/api/v1/weatherstations',
      {
        config: { access: 'public' },
        schema: {
          tags: ['weather'],
          summary: 'Weather stations, all or by name',
          querystring: StationQuery,
          response: { 200: Type.Array(Station), ...problemResponses(400) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        return searchStations(currentWeatherStations(), request.query.query);
      },
    );
  };
}
