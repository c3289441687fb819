// The time slider of area activity (R22.01): any minute of the date range; the selected
// vessel's point on the map follows it, and the text says where it was or that the track
// does not reach that time.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useTracks } from '../vessel-tracks/tracks.store.js';
import { timeInRange } from './area-activity.rules.js';
import { useAreaActivity } from './area-activity.store.js';
import { sliderPosition } from './area-track.js';

const MINUTE_MS = 60_000;

export function AreaTimeSlider(props: { name: string }) {
  const { t, i18n } = useTranslation();
  const { dateRange, selectedDateTime } = useAreaActivity();
  const track = useTracks((state) => state.shown);
  const time = timeInRange(dateRange, selectedDateTime);
  // Read from both stores on each change, as the map's point is.
  const position = useSyncExternalStore(
    (notify) => {
      const stops = [useAreaActivity.subscribe(notify), useTracks.subscribe(notify)];
      return () => stops.forEach((stop) => stop());
    },
    () => {
      const at = sliderPosition();
      return at ? `${at.latitude.toFixed(4)}, ${at.longitude.toFixed(4)}` : null;
    },
  );
  const when = new Date(time).toLocaleString(i18n.language);
  return (
    <section className="fleet-form" data-testid="area-activity-slider">
      <label>
        {t('areaActivity.selectedTime', { name: props.name })}
        <input
          type="range"
          min={dateRange.from}
          max={dateRange.to}
          step={MINUTE_MS}
          value={time}
          aria-valuetext={when}
          data-testid="area-activity-time"
          onChange={(event) =>
            useAreaActivity.setState({ selectedDateTime: Number(event.target.value) })
          }
        />
      </label>
      <p className="muted small" data-testid="area-activity-position">
        {when}
        {' · '}
        {track?.status === 'loading'
          ? t('areaActivity.trackLoading')
          : position !== null
            ? t('areaActivity.positionAt', { position })
            : t('areaActivity.noPositionAt')}
      </p>
    </section>
  );
}
