// The selected forecast time (spec 01 §3, §9; R15.01–R15.02, A69): one of the wave forecast's
// `available_forecast_times`, chosen as the one nearest now unless the user picked one, and
// the data-URL placeholders that let a dataset follow it.
import { isoWeekOf } from '../time/iso-week.js';

/** The selected time refreshes at this pace (spec 01 §9). */
export const FORECAST_TIME_REFRESH_MS = 15 * 60 * 1000;

/** The slider plays one forecast step per this many milliseconds. */
export const FORECAST_PLAY_STEP_MS = 1000;

export interface ForecastTimeState {
  /** The model's steps, ISO times, in the order of time. */
  readonly times: readonly string[];
  /** The selected step, one of `times`; null while none is known. */
  readonly selected: string | null;
  /** Whether the user chose `selected`; a refresh then keeps it while it is still offered. */
  readonly picked: boolean;
}

/** Times as the server sent them, unreadable ones left out, sorted and without repeats. */
export function orderedForecastTimes(times: readonly unknown[]): string[] {
  const byMs = new Map<number, string>();
  for (const time of times) {
    if (typeof time !== 'string') continue;
    const ms = Date.parse(time);
    if (!Number.isNaN(ms) && !byMs.has(ms)) byMs.set(ms, time);
  }
  return [...byMs.entries()].sort(([a], [b]) => a - b).map(([, time]) => time);
}

/** The offered time nearest `now`; the earlier one on a tie. Null when none is offered. */
export function nearestForecastTime(times: readonly string[], now: number): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const time of times) {
    const distance = Math.abs(Date.parse(time) - now);
    if (distance < bestDistance) {
      best = time;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The state after the times were (re)fetched: a time the user picked stays while the model
 * still offers it; otherwise the time nearest now is selected (A69).
 */
export function withForecastTimes(
  state: ForecastTimeState,
  fetched: readonly unknown[],
  now: number,
): ForecastTimeState {
  const times = orderedForecastTimes(fetched);
  const kept =
    state.picked && state.selected !== null
      ? times.find((time) => Date.parse(time) === Date.parse(state.selected!))
      : undefined;
  if (kept !== undefined) return { times, selected: kept, picked: true };
  return { times, selected: nearestForecastTime(times, now), picked: false };
}

/** The time `steps` steps from the selected one, held within the offered times. */
export function steppedForecastTime(state: ForecastTimeState, steps: number): string | null {
  if (state.times.length === 0) return null;
  const at = state.selected === null ? 0 : Math.max(0, state.times.indexOf(state.selected));
  const index = Math.min(state.times.length - 1, Math.max(0, at + steps));
  return state.times[index]!;
}

/** The model's steps are hourly; the step nearest now lies up to half a step either side. */
export const FORECAST_STEP_MS = 60 * 60 * 1000;

/**
 * Whether the selected time lies ahead of now (observations are then hidden, spec 02 §4).
 * The step nearest now stands for now even when it is a few minutes ahead, or the stations
 * would vanish for half of every hour: only a step more than half a step ahead is the future.
 */
export function isFutureTime(selected: string | null, now: number): boolean {
  return selected !== null && Date.parse(selected) - now > FORECAST_STEP_MS / 2;
}

export interface DataUrlValues {
  /** The selected time; the current time stands in while none is selected. */
  readonly time: string;
  /** The language the data is asked in: `no` or `en`, as MET's and BarentsWatch's APIs take it. */
  readonly language: 'nb-NO' | 'en-US';
}

/**
 * A dataset's data URL with its placeholders filled (issue-level contract): `{time}` the
 * selected time, `{lang}` `no` or `en`, `{week}` and `{year}` the ISO week of the selected
 * time (the fish-health layers ask by week). Values are URL-encoded.
 */
export function expandDataUrl(template: string, values: DataUrlValues): string {
  if (!template.includes('{')) return template;
  const week = isoWeekOf(new Date(values.time));
  const replacements: Record<string, string> = {
    time: values.time,
    lang: values.language === 'en-US' ? 'en' : 'no',
    week: String(week.week),
    year: String(week.year),
  };
  return template.replace(/\{(time|lang|week|year)\}/g, (_, key: string) =>
    encodeURIComponent(replacements[key]!),
  );
}

/** Whether a data URL changes with the selected time. */
export function dataUrlFollowsTime(template: string): boolean {
  return /\{(time|week|year)\}/.test(template);
}
