import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  createDemoForecastService,
  createIcingTiles,
  createMetForecastService,
  ForecastUpstreamError,
  isoTime,
  type WaveForecastService,
} from '@havkart/dataset-weather/server';
import { APP_VERSION } from '@havkart/domain';
import { Type } from 'typebox';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { createDemoWaveForecastSource } from './demo-wave-forecast.js';
import { icingRoutes } from './icing-routes.js';
import { createMetWaveForecastSource } from './met-oceanforecast.js';
import { waveForecastRoutes } from './wave-forecast-routes.js';
import { ForecastUnavailableError, type WaveForecastSource } from './wave-forecast-source.js';
import { weatherStationRoutes } from './weather-station-routes.js';

const AvailableForecastTimes = Type.Object({
  available_forecast_times: Type.Array(Type.String({ format: 'date-time' }), {
    description: 'Hourly forecast times of the latest model run, oldest first',
  }),
  source: Type.String({ description: 'demo or met' }),
});

/**
 * Wave forecast (spec 01 §7): the forecast times the web app lets a user pick from, from
 * MET Norway when `WAVE_FORECAST_URL` is set, else from the demo model.
 */
export const forecastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { waveForecastUrl, oceanforecastUrl, locationforecastUrl, metContact } =
    app.config.forecast;
  // MET's terms: every request names the app and who runs it (config refuses a MET URL
  // without MET_CONTACT).
  const userAgent = `Havkart/${APP_VERSION} ${metContact ?? app.config.publicUrl}`;
  let service: WaveForecastService;
  if (oceanforecastUrl && locationforecastUrl) {
    const met = createMetForecastService({
      oceanforecastUrl,
      locationforecastUrl,
      userAgent,
      log: app.log,
      // The sweep of MET's points is a timed poll: once per deployment.
      fetch: app.pollingFetch,
    });
    const stop = met.start();
    app.addHook('onClose', async () => stop());
    service = met;
  } else {
    service = createDemoForecastService();
  }
  // The forecast times follow the tiles' source; WAVE_FORECAST_URL alone still gives MET's
  // times at one point, as before the full MET adapters.
  const source: WaveForecastSource =
    service.source === 'met'
      ? {
          kind: 'met',
          availableTimes: async () => {
            try {
              return (await service.currentRun()).times.map(isoTime);
            } catch (error) {
              if (error instanceof ForecastUpstreamError) {
                throw new ForecastUnavailableError(`${error.upstream}: ${error.message}`);
              }
              throw error;
            }
          },
        }
      : waveForecastUrl
        ? createMetWaveForecastSource({ url: waveForecastUrl, userAgent, log: app.log })
        : createDemoWaveForecastSource();
  app.log.info({ source: source.kind, tiles: service.source }, 'wave forecast source');
  await app.register(weatherStationRoutes(process.env, service, userAgent));
  await app.register(waveForecastRoutes(service));
  await app.register(icingRoutes(service, createIcingTiles()));

  app.get(
    '/api/v1/geodata/waveforecast/available/all',
    {
      config: { access: 'public' },
      schema: {
        tags: ['forecast'],
        summary: 'Available wave-forecast times',
        response: { 200: AvailableForecastTimes, ...problemResponses(503) },
      },
    },
    async (_request, reply) => {
      try {
        const times = await source.availableTimes();
        reply.header('cache-control', 'no-cache');
        return { available_forecast_times: times, source: source.kind };
      } catch (error) {
        if (error instanceof ForecastUnavailableError) {
          throw new HttpProblem(503, 'Service Unavailable', error.message);
        }
        throw error;
      }
    },
  );
};
