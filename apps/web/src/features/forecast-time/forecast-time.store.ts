// The selected forecast time (spec 01 §3: wave-forecast state): the model's steps and the one
// the map shows. Weather layers read it through the dataset layer context.
import { steppedForecastTime, withForecastTimes, type ForecastTimeState } from '@havkart/domain';
import { create } from 'zustand';

export interface ForecastTimeStore extends ForecastTimeState {
  /** Whether the slider is stepping through the times on its own. */
  readonly playing: boolean;
  /** The times were (re)fetched: keeps a picked time still offered, else selects the nearest. */
  setTimes(times: readonly unknown[], now: number): void;
  /** The user chose a time. */
  pick(time: string): void;
  /** "Now": back to the time nearest now, following it on each refresh again. */
  followNow(now: number): void;
  /** Moves `steps` steps; the user's choice, so a refresh keeps it. */
  step(steps: number): void;
  setPlaying(playing: boolean): void;
}

export const useForecastTime = create<ForecastTimeStore>((set, get) => ({
  times: [],
  selected: null,
  picked: false,
  playing: false,
  setTimes: (times, now) => set(withForecastTimes(get(), times, now)),
  pick: (time) => {
    if (get().times.includes(time)) set({ selected: time, picked: true });
  },
  followNow: (now) => set({ ...withForecastTimes({ ...get(), picked: false }, get().times, now) }),
  step: (steps) => {
    const selected = steppedForecastTime(get(), steps);
    if (selected !== null) set({ selected, picked: true });
  },
  setPlaying: (playing) => set({ playing }),
}));
