// The time bar at the map's foot (spec 01 §3, R15.01): shown while a layer that follows the
// forecast time is on. "Now", play and pause, and a slider over the model's hourly steps; the
// slider's thumb takes the arrow keys.
import { FORECAST_PLAY_STEP_MS } from '@havkart/domain';
import { Pause, Play } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Label,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { useSetting } from '../../settings/settings.store.js';
import { useForecastTime } from './forecast-time.store.js';
import { formatForecastStep } from './forecast-time.format.js';
import './forecast-time.css';

/** While playing, one step a second; the last step stops the play. */
function usePlayback(): void {
  const playing = useForecastTime((state) => state.playing);
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      const { times, selected, step, setPlaying } = useForecastTime.getState();
      if (selected === times.at(-1)) setPlaying(false);
      else step(1);
    }, FORECAST_PLAY_STEP_MS);
    return () => window.clearInterval(timer);
  }, [playing]);
}

export default function ForecastTimeSlider() {
  const { t, i18n } = useTranslation();
  const times = useForecastTime((state) => state.times);
  const selected = useForecastTime((state) => state.selected);
  const picked = useForecastTime((state) => state.picked);
  const playing = useForecastTime((state) => state.playing);
  const utc = useSetting<boolean>('utcTime') === true;
  usePlayback();
  if (times.length === 0 || selected === null) return null;

  const { pick, followNow, setPlaying } = useForecastTime.getState();
  const index = Math.max(0, times.indexOf(selected));
  const label = formatForecastStep(selected, utc, i18n.language);
  return (
    <div
      className="forecast-time"
      data-testid="forecast-time-slider"
      data-selected-time={selected}
      role="group"
      aria-label={t('forecastTime.label')}
    >
      <Button
        className="forecast-time__now"
        data-testid="forecast-time-now"
        aria-pressed={!picked}
        onPress={() => {
          setPlaying(false);
          followNow(Date.now());
        }}
      >
        {t('forecastTime.now')}
      </Button>
      <Button
        className="icon-button"
        data-testid="forecast-time-play"
        aria-label={playing ? t('forecastTime.pause') : t('forecastTime.play')}
        isDisabled={!playing && index === times.length - 1}
        onPress={() => setPlaying(!playing)}
      >
        {playing ? <Pause aria-hidden size={18} /> : <Play aria-hidden size={18} />}
      </Button>
      <Slider
        className="slider forecast-time__slider"
        minValue={0}
        maxValue={Math.max(0, times.length - 1)}
        step={1}
        value={index}
        onChange={(value) => {
          const time = times[Number(value)];
          if (time !== undefined) pick(time);
        }}
      >
        <div className="slider-head">
          <Label className="forecast-time__label">{t('forecastTime.label')}</Label>
          <SliderOutput data-testid="forecast-time-output">{() => label}</SliderOutput>
        </div>
        <SliderTrack className="slider-track">
          <SliderThumb className="slider-thumb" aria-label={t('forecastTime.label')} />
        </SliderTrack>
      </Slider>
    </div>
  );
}
