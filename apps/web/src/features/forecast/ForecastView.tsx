// The forecast for a point (spec 01 §1–§2, `/forecast/{lon}_{lat}`, R01.08, R15.03): now in
// one line, then charts of waves, wind, current, and rain with air temperature for the next
// 66 hours, or the same as a table, in the user's units and time setting.
import {
  formatLatitude,
  formatLongitude,
  formatPointCoordinate,
  formatWeatherReading,
  parsePointCoordinate,
} from '@havkart/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useParams } from 'react-router';
import { apiClient } from '../../api/client.js';
import { ApiError } from '../../api/api-error.js';
import { useSetting } from '../../settings/settings.store.js';
import { useWeatherUnitSettings } from '../../settings/weather-units.js';
import { fetchPointForecast, type PointForecast } from './forecast.api.js';
import { compassPoint, forecastColumns, hasNoWaves, shownSteps } from './forecast.rules.js';
import { ForecastCharts } from './ForecastCharts.js';
import { ForecastTable } from './ForecastTable.js';
import './forecast.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; unavailable: boolean }
  /** `now`: when it arrived, the moment its first hour is chosen for. */
  | { state: 'ready'; forecast: PointForecast; now: number };

/** The forecast of the route's point; an answer for an earlier point counts as loading. */
function useForecast(point: readonly [number, number] | undefined): Loaded {
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded } | null>(null);
  const key = point ? formatPointCoordinate(point) : '';
  useEffect(() => {
    if (!point) return;
    const controller = new AbortController();
    fetchPointForecast(apiClient, point, controller.signal)
      .then((forecast) => setAnswer({ key, loaded: { state: 'ready', forecast, now: Date.now() } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const unavailable = error instanceof ApiError && error.status === 503;
        setAnswer({ key, loaded: { state: 'failed', unavailable } });
      });
    return () => controller.abort();
    // The point is read from the route text: the same text is the same point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer?.key === key ? answer.loaded : { state: 'loading' };
}

export default function ForecastView() {
  const { t, i18n } = useTranslation();
  const { coordinate } = useParams();
  const point = parsePointCoordinate(coordinate);
  const loaded = useForecast(point);
  const units = useWeatherUnitSettings();
  const utc = useSetting<boolean>('utcTime') === true;
  const steps = useMemo(
    () => (loaded.state === 'ready' ? shownSteps(loaded.forecast, loaded.now) : []),
    [loaded],
  );
  const columns = useMemo(() => forecastColumns(steps, units), [steps, units]);

  if (!point) {
    return (
      <p className="muted" data-testid="forecast-invalid">
        {t('point.invalid')}
      </p>
    );
  }
  if (loaded.state === 'loading') {
    return <p className="muted">{t('forecast.loading')}</p>;
  }
  if (loaded.state === 'failed') {
    return (
      <p className="forecast-failed" role="alert" data-testid="forecast-failed">
        {loaded.unavailable ? t('forecast.unavailable') : t('forecast.failed')}
      </p>
    );
  }

  const language = i18n.language.startsWith('en') ? 'en-US' : 'nb-NO';
  const now = steps[0];
  const { forecast } = loaded;
  const updated = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: utc ? 'UTC' : undefined,
  }).format(new Date(forecast.updatedAt));
  const nowParts = now
    ? [
        now.waves &&
          t('forecast.nowWaves', {
            height: formatWeatherReading(
              'waveHeight',
              now.waves.height,
              units.waveHeight,
              language,
            ),
            from: compassPoint(now.waves.direction, language),
          }),
        now.wind &&
          t('forecast.nowWind', {
            speed: formatWeatherReading('windSpeed', now.wind.speed, units.windSpeed, language),
            from: compassPoint(now.wind.direction, language),
          }),
        now.current &&
          t('forecast.nowCurrent', {
            speed: formatWeatherReading(
              'seaCurrent',
              now.current.speed,
              units.seaCurrent,
              language,
            ),
            towards: compassPoint(now.current.direction, language),
          }),
        formatWeatherReading('temperature', now.airTemperature, units.temperature, language),
      ].filter(Boolean)
    : [];

  return (
    <div className="forecast" data-testid="forecast">
      <p className="forecast-place">
        {t('forecast.at', {
          coordinate: `${formatLatitude(point[1])} ${formatLongitude(point[0])}`,
        })}
      </p>
      {forecast.source === 'demo' && (
        <p className="forecast-demo" data-testid="forecast-demo">
          {t('forecast.demo')}
        </p>
      )}
      {hasNoWaves(steps) && (
        <p className="muted" data-testid="forecast-no-waves">
          {t('forecast.noWaves')}
        </p>
      )}
      <p className="forecast-now" data-testid="forecast-now">
        <strong>{t('forecast.now')}:</strong> {nowParts.join(' · ')}
      </p>
      <Tabs className="forecast-tabs">
        <TabList aria-label={t('forecast.views')} className="forecast-tab-list">
          <Tab id="charts" className="forecast-tab" data-testid="forecast-tab-charts">
            {t('forecast.charts')}
          </Tab>
          <Tab id="table" className="forecast-tab" data-testid="forecast-tab-table">
            {t('forecast.table')}
          </Tab>
        </TabList>
        <TabPanel id="charts">
          <ForecastCharts columns={columns} units={units} utc={utc} />
        </TabPanel>
        <TabPanel id="table">
          <ForecastTable steps={steps} units={units} utc={utc} />
        </TabPanel>
      </Tabs>
      <p className="muted forecast-updated">{t('forecast.updated', { time: updated })}</p>
    </div>
  );
}
