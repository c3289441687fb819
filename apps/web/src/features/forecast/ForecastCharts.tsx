// The forecast's charts, one per subject, sharing a cursor: waves (height and period), wind
// (mean and gusts), sea current, and rain with air temperature, in the user's units.
import { weatherUnitSymbol, type Language, type WeatherUnits } from '@havkart/domain';
import { colourTokens } from '@havkart/theme';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot, { type AlignedData, type Options } from 'uplot';
import { useAppearance } from '../../shell/appearance.store.js';
import type { ForecastColumns } from './forecast.rules.js';
import { UPlotChart } from './UPlotChart.js';

const HEIGHT = 150;
const SYNC = 'havkart-forecast';

interface ChartSpec {
  readonly id: string;
  readonly title: string;
  readonly data: AlignedData;
  readonly options: Omit<Options, 'width'>;
}

function timeAxisValues(language: string, utc: boolean) {
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    hour: '2-digit',
    hour12: false,
    timeZone: utc ? 'UTC' : undefined,
  });
  return (_: uPlot, ticks: number[]) => ticks.map((tick) => format.format(new Date(tick * 1000)));
}

/** A chart with nothing to draw (waves and current on land) is left out. */
function hasValues(chart: ChartSpec): boolean {
  return chart.data.slice(1).some((column) => column.some((value) => value != null));
}

export function ForecastCharts({
  columns,
  units,
  utc,
}: {
  columns: ForecastColumns;
  units: WeatherUnits;
  utc: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language.startsWith('en') ? 'en-US' : 'nb-NO';
  const theme = useAppearance((state) => state.theme);
  const charts = useMemo<ChartSpec[]>(() => {
    const colours = colourTokens[theme];
    const unit = (u: string) => weatherUnitSymbol(u, language);
    const axis = { stroke: colours.textMuted, grid: { stroke: colours.border, width: 1 } };
    const base = (valueAxes: Options['axes']): Omit<Options, 'width' | 'series'> => ({
      height: HEIGHT,
      cursor: { sync: { key: SYNC } },
      legend: { show: true },
      scales: { x: { time: true } },
      axes: [{ ...axis, values: timeAxisValues(i18n.language, utc) }, ...(valueAxes ?? [])],
    });
    const line = (label: string, stroke: string, extra: Partial<uPlot.Series> = {}) => ({
      label,
      stroke,
      width: 2,
      spanGaps: false,
      points: { show: false },
      ...extra,
    });
    // The cursor's hour in the legend, in the page's language and time setting.
    const hour = new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: utc ? 'UTC' : undefined,
    });
    const x: uPlot.Series = {
      label: t('forecast.time'),
      value: (_u, seconds) => (seconds == null ? '–' : hour.format(new Date(seconds * 1000))),
    };
    return [
      {
        id: 'waves',
        title: t('forecast.waves'),
        data: [columns.time, columns.waveHeight, columns.wavePeriod],
        options: {
          ...base([
            { ...axis, label: unit(units.waveHeight) },
            { ...axis, side: 1, scale: 's', label: 's', grid: { show: false } },
          ]),
          series: [
            x,
            line(`${t('forecast.waveHeight')} (${unit(units.waveHeight)})`, colours.accent),
            line(`${t('forecast.wavePeriod')} (s)`, colours.textMuted, {
              scale: 's',
              dash: [4, 4],
            }),
          ],
        },
      },
      {
        id: 'wind',
        title: t('forecast.wind'),
        data: [columns.time, columns.windSpeed, columns.windGust],
        options: {
          ...base([{ ...axis, label: unit(units.windSpeed) }]),
          series: [
            x,
            line(`${t('forecast.windSpeed')} (${unit(units.windSpeed)})`, colours.accent),
            line(`${t('forecast.gust')} (${unit(units.windSpeed)})`, colours.focus, {
              dash: [4, 4],
            }),
          ],
        },
      },
      {
        id: 'current',
        title: t('forecast.current'),
        data: [columns.time, columns.currentSpeed],
        options: {
          ...base([{ ...axis, label: unit(units.seaCurrent) }]),
          series: [
            x,
            line(`${t('forecast.currentSpeed')} (${unit(units.seaCurrent)})`, colours.success),
          ],
        },
      },
      {
        id: 'rain',
        title: t('forecast.rainAndTemperature'),
        data: [columns.time, columns.rain, columns.temperature],
        options: {
          ...base([
            { ...axis, label: unit(units.rain) },
            {
              ...axis,
              side: 1,
              scale: 'temp',
              label: unit(units.temperature),
              grid: { show: false },
            },
          ]),
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          series: [
            x,
            line(`${t('forecast.rain')} (${unit(units.rain)})`, colours.accent, {
              fill: colours.accent,
              paths: uPlot.paths.bars!({ size: [0.7, 12] }),
            }),
            line(`${t('forecast.temperature')} (${unit(units.temperature)})`, colours.warning, {
              scale: 'temp',
            }),
          ],
        },
      },
    ];
  }, [columns, units, utc, theme, language, i18n.language, t]);

  return (
    <div className="forecast-charts">
      {charts.filter(hasValues).map((chart) => (
        <section key={chart.id} className="forecast-chart-section" aria-label={chart.title}>
          <h2 className="forecast-chart-title">{chart.title}</h2>
          <UPlotChart
            options={chart.options}
            data={chart.data}
            testId={`forecast-chart-${chart.id}`}
          />
        </section>
      ))}
    </div>
  );
}
