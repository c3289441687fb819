// Legend: the wave-height bands in their colours, in the user's wave-height unit, what the
// arrow means, and the demo-data notice while the demo model serves the forecast.
import type { DatasetViewProps } from '@havkart/datasets-core/client';
import { formatWeatherReading, WAVE_BANDS } from '@havkart/domain';
import { useWeatherUnits } from '../units.js';
import { useLanguage } from '../use-language.js';
import { waveText } from './strings.js';
import { WAVE_BAND_COLOURS } from './wave-layers.js';

export default function WaveForecastLegend({ demoData }: DatasetViewProps['legend']) {
  const language = useLanguage();
  const unit = useWeatherUnits().waveHeight;
  const height = (m: number) => formatWeatherReading('waveHeight', m, unit, language) ?? '';
  return (
    <div data-testid="waveforecast-legend">
      {demoData && <p>{waveText(language, 'demoData')}</p>}
      <p>{waveText(language, 'heading')}</p>
      <ul>
        {WAVE_BANDS.map((band, index) => (
          <li key={band.min}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: '1.2em',
                height: '0.8em',
                marginInlineEnd: '0.4em',
                background: WAVE_BAND_COLOURS[index],
              }}
            />
            {band.max === null
              ? waveText(language, 'above').replace('{{height}}', height(band.min))
              : `${height(band.min)} – ${height(band.max)}`}
          </li>
        ))}
        <li>
          <span aria-hidden="true">↑ </span>
          {waveText(language, 'arrow')}
        </li>
      </ul>
    </div>
  );
}
