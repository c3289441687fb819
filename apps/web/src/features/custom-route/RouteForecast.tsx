// The forecast along the route (R16.07): waves, wind and sea current at each point as it is
// passed, in the user's units. A value the forecast has not (land, past its end) reads '–';
// points passed after the forecast ends are named by the note "Forecast ends {time}".
import { formatWeatherReading, NO_VALUE, type Language, type PlannedPoint } from '@havkart/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { apiClient } from '../../api/client.js';
import { useWeatherUnitSettings } from '../../settings/weather-units.js';
import { formatTime } from '../../settings/time-format.js';
import { compassPoint } from '../forecast/forecast.rules.js';
import { forecastEndsBefore } from './custom-route.rules.js';
import { fetchRouteForecast, type RouteForecast as Forecast } from './route-forecast.api.js';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; unavailable: boolean }
  | { state: 'ready'; forecast: Forecast };

/** The forecast for these points; a change of points or times asks again. */
function useRouteForecast(points: readonly PlannedPoint[]): Loaded {
  const key = JSON.stringify(points.map((point) => [point.lat, point.lon, point.passingTime]));
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded } | null>(null);
  useEffect(() => {
    if (points.length === 0) return;
    const controller = new AbortController();
    fetchRouteForecast(apiClient, points, controller.signal)
      .then((forecast) => setAnswer({ key, loaded: { state: 'ready', forecast } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const unavailable = error instanceof ApiError && error.status === 503;
        setAnswer({ key, loaded: { state: 'failed', unavailable } });
      });
    return () => controller.abort();
    // The key is the points' content: the same points are the same question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer?.key === key ? answer.loaded : { state: 'loading' };
}

export function RouteForecast({ points, utc }: { points: readonly PlannedPoint[]; utc: boolean }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.language.startsWith('en') ? 'en-US' : 'nb-NO') as Language;
  const units = useWeatherUnitSettings();
  const loaded = useRouteForecast(points);
  if (points.length === 0) return null;

  let body;
  if (loaded.state === 'loading') {
    body = <p className="muted">{t('customRoute.forecastLoading')}</p>;
  } else if (loaded.state === 'failed') {
    body = (
      <p className="forecast-failed" role="alert" data-testid="custom-route-forecast-failed">
        {loaded.unavailable
          ? t('customRoute.forecastUnavailable')
          : t('customRoute.forecastFailed')}
      </p>
    );
  } else {
    const { forecast } = loaded;
    const endsAt = forecastEndsBefore(
      points.map((point) => point.passingTime),
      forecast.forecastTimes,
    );
    const reading = (value: string | null, direction: number | null, towards = false) =>
      value === null
        ? NO_VALUE
        : direction === null
          ? value
          : `${value} ${towards ? `${t('forecast.towards')} ` : ''}${compassPoint(direction, language)}`;
    body = (
      <>
        {forecast.demo && (
          <p className="forecast-demo" data-testid="custom-route-forecast-demo">
            {t('customRoute.demo')}
          </p>
        )}
        {endsAt && (
          <p className="muted" data-testid="custom-route-forecast-ends">
            {t('customRoute.forecastEnds', {
              time: formatTime(new Date(endsAt), utc, i18n.language),
            })}
          </p>
        )}
        <table className="custom-route-forecast" data-testid="custom-route-forecast">
          <thead>
            <tr>
              <th scope="col">{t('customRoute.point')}</th>
              <th scope="col">{t('customRoute.waves')}</th>
              <th scope="col">{t('customRoute.wind')}</th>
              <th scope="col">{t('customRoute.current')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => {
              const at = forecast.points[index];
              return (
                <tr key={index} data-testid="custom-route-forecast-row">
                  <th scope="row">{index + 1}</th>
                  <td>
                    {reading(
                      formatWeatherReading(
                        'waveHeight',
                        at?.waveHeight,
                        units.waveHeight,
                        language,
                      ),
                      at?.waveDirection ?? null,
                    )}
                  </td>
                  <td>
                    {reading(
                      formatWeatherReading('windSpeed', at?.windSpeed, units.windSpeed, language),
                      at?.windDirection ?? null,
                    )}
                  </td>
                  <td>
                    {reading(
                      formatWeatherReading(
                        'seaCurrent',
                        at?.currentSpeed,
                        units.seaCurrent,
                        language,
                      ),
                      at?.currentDirection ?? null,
                      true,
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <section
      className="custom-route-forecast-section"
      aria-labelledby="custom-route-forecast-title"
    >
      <h3 id="custom-route-forecast-title">{t('customRoute.forecast')}</h3>
      {body}
    </section>
  );
}
