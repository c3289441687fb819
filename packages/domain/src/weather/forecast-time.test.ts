import { describe, expect, it } from 'vitest';
import {
  dataUrlFollowsTime,
  expandDataUrl,
  isFutureTime,
  nearestForecastTime,
  orderedForecastTimes,
  steppedForecastTime,
  withForecastTimes,
  type ForecastTimeState,
} from './forecast-time.js';

const times = ['2026-11-27T10:00:00Z', '2026-11-27T11:00:00Z', '2026-11-27T12:00:00Z'];
const at = (iso: string) => Date.parse(iso);
const empty: ForecastTimeState = { times: [], selected: null, picked: false };

describe('the selected forecast time (R15.01, R15.02, A69)', () => {
  it('orders the offered times and drops unreadable and repeated ones', () => {
    expect(
      orderedForecastTimes([
        '2026-11-27T12:00:00Z',
        7,
        'soon',
        '2026-11-27T10:00:00Z',
        '2026-11-27T12:00:00+00:00',
      ]),
    ).toEqual(['2026-11-27T10:00:00Z', '2026-11-27T12:00:00Z']);
  });

  it('selects the time nearest now, the earlier on a tie', () => {
    expect(nearestForecastTime(times, at('2026-11-27T10:29:00Z'))).toBe(times[0]);
    expect(nearestForecastTime(times, at('2026-11-27T10:31:00Z'))).toBe(times[1]);
    expect(nearestForecastTime(times, at('2026-11-27T10:30:00Z'))).toBe(times[0]);
    expect(nearestForecastTime(times, at('2026-11-28T00:00:00Z'))).toBe(times[2]);
    expect(nearestForecastTime([], at('2026-11-27T10:00:00Z'))).toBeNull();
  });

  it('follows now on each refresh while the user has picked nothing', () => {
    const first = withForecastTimes(empty, times, at('2026-11-27T10:05:00Z'));
    expect(first).toEqual({ times, selected: times[0], picked: false });
    const later = withForecastTimes(first, times, at('2026-11-27T11:50:00Z'));
    expect(later.selected).toBe(times[2]);
  });

  it('keeps a picked time while the model still offers it, then goes back to now', () => {
    const picked: ForecastTimeState = { times, selected: times[2]!, picked: true };
    expect(withForecastTimes(picked, times, at('2026-11-27T10:00:00Z')).selected).toBe(times[2]);
    const newRun = ['2026-11-27T13:00:00Z', '2026-11-27T14:00:00Z'];
    expect(withForecastTimes(picked, newRun, at('2026-11-27T13:10:00Z'))).toEqual({
      times: newRun,
      selected: newRun[0],
      picked: false,
    });
  });

  it('steps within the offered times', () => {
    const state: ForecastTimeState = { times, selected: times[1]!, picked: true };
    expect(steppedForecastTime(state, 1)).toBe(times[2]);
    expect(steppedForecastTime(state, -1)).toBe(times[0]);
    expect(steppedForecastTime(state, 5)).toBe(times[2]);
    expect(steppedForecastTime(state, -5)).toBe(times[0]);
    expect(steppedForecastTime(empty, 1)).toBeNull();
  });

  it('says whether the selected time lies ahead', () => {
    expect(isFutureTime(times[1]!, at('2026-11-27T10:00:00Z'))).toBe(true);
    expect(isFutureTime(times[0]!, at('2026-11-27T10:00:00Z'))).toBe(false);
    // The step nearest now is now, even a few minutes ahead of it.
    expect(isFutureTime(times[1]!, at('2026-11-27T10:31:00Z'))).toBe(false);
    expect(isFutureTime(times[1]!, at('2026-11-27T10:29:00Z'))).toBe(true);
    expect(isFutureTime(null, 0)).toBe(false);
  });
});

describe('data URL placeholders', () => {
  it('fills time, language and ISO week, leaving tile placeholders alone', () => {
    const url = expandDataUrl('/tiles/waveforecast/{z}/{x}/{y}.pbf?time={time}&lang={lang}', {
      time: '2026-11-27T10:00:00Z',
      language: 'en-US',
    });
    expect(url).toBe('/tiles/waveforecast/{z}/{x}/{y}.pbf?time=2026-11-27T10%3A00%3A00Z&lang=en');
    expect(
      expandDataUrl('/api/v1/fishhealth?year={year}&week={week}&lang={lang}', {
        time: '2027-01-01T00:00:00Z',
        language: 'nb-NO',
      }),
    ).toBe('/api/v1/fishhealth?year=2026&week=53&lang=no');
  });

  it('tells a URL that follows the time from one that does not', () => {
    expect(dataUrlFollowsTime('/x?time={time}')).toBe(true);
    expect(dataUrlFollowsTime('/x?week={week}')).toBe(true);
    expect(dataUrlFollowsTime('/x?lang={lang}')).toBe(false);
    expect(dataUrlFollowsTime('/tiles/{z}/{x}/{y}.pbf')).toBe(false);
  });
});
