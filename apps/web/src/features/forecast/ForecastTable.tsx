// The forecast as a table, hour by hour: the same values as the charts, for keyboard and
// screen-reader users and for reading exact numbers.
import { formatWeatherReading, type Language, type WeatherUnits } from '@havkart/domain';
import { useTranslation } from 'react-i18next';
import type { ForecastStep } from './forecast.api.js';
import { compassPoint } from './forecast.rules.js';

const DASH = '–';

export function ForecastTable({
  steps,
  units,
  utc,
}: {
  steps: readonly ForecastStep[];
  units: WeatherUnits;
  utc: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language.startsWith('en') ? 'en-US' : 'nb-NO';
  const hour = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: utc ? 'UTC' : undefined,
  });
  const reading = (...args: Parameters<typeof formatWeatherReading>) =>
    formatWeatherReading(...args) ?? DASH;
  const from = (degrees: number | undefined) =>
    degrees === undefined ? '' : ` ${compassPoint(degrees, language)}`;
  return (
    <div className="forecast-table-wrap">
      <table className="forecast-table" data-testid="forecast-table">
        <caption>{utc ? t('forecast.tableCaptionUtc') : t('forecast.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('forecast.time')}</th>
            <th scope="col">{t('forecast.waves')}</th>
            <th scope="col">{t('forecast.wavePeriod')}</th>
            <th scope="col">{t('forecast.wind')}</th>
            <th scope="col">{t('forecast.gust')}</th>
            <th scope="col">{t('forecast.current')}</th>
            <th scope="col">{t('forecast.rain')}</th>
            <th scope="col">{t('forecast.temperature')}</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={step.time}>
              <th scope="row">{hour.format(new Date(step.time))}</th>
              <td>
                {reading('waveHeight', step.waves?.height, units.waveHeight, language)}
                {from(step.waves?.direction)}
              </td>
              <td>{step.waves?.period == null ? DASH : `${Math.round(step.waves.period)} s`}</td>
              <td>
                {reading('windSpeed', step.wind?.speed, units.windSpeed, language)}
                {from(step.wind?.direction)}
              </td>
              <td>{reading('windSpeed', step.wind?.gust, units.windSpeed, language)}</td>
              <td>
                {reading('seaCurrent', step.current?.speed, units.seaCurrent, language)}
                {step.current ? ` ${t('forecast.towards')}${from(step.current.direction)}` : ''}
              </td>
              <td>{reading('rain', step.precipitation, units.rain, language)}</td>
              <td>{reading('temperature', step.airTemperature, units.temperature, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
