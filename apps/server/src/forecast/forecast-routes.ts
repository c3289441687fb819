import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createDemoForecastService } from '@havkart/dataset-weather/server';
import { APP_VERSION } from '@havkart/domain';
import { Type } from 'typebox';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { createDemoWaveForecastSource } from './demo-wave-forecast.js';
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
  const url = app.config.forecast.waveForecastUrl;
  const source: WaveForecastSource = url
    ? createMetWaveForecastSource({
        url,
        userAgent: `Havkart/${APP_VERSION} ${app.config.publicUrl}`,
        log: app.log,
      })
    : createDemoWaveForecastSource();
  app.log.info({ source: source.kind }, 'wave forecast source');
  await app.register(weatherStationRoutes(process.env));
  await app.register(waveForecastRoutes(createDemoForecastService()));

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
