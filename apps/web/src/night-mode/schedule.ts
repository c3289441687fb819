import { useSettings, onSettingChange } from '../settings/settings.store.js';
import { useAppearance } from '../shell/appearance.store.js';
import {
  DEFAULT_NIGHT_WINDOW,
  isInNightWindow,
  NIGHT_MODE_CHECK_MS,
  parseNightWindow,
} from './night-window.js';

/**
 * Automatic night mode (spec 01 §4): while it is on, the look follows the window, checked
 * now, on every change of the window and every 60 s. Returns a function that stops it.
 */
export function followNightSchedule(now: () => Date = () => new Date()): () => void {
  const check = (): void => {
    const { values } = useSettings.getState();
    if (values.automaticNightMode !== true) return;
    const window = parseNightWindow(values.nightModeWindow) ?? DEFAULT_NIGHT_WINDOW;
    const night = isInNightWindow(window, now());
    useAppearance.getState().setTheme(night ? 'night' : 'day');
    // The manual switch shows what the schedule chose.
    useSettings.setState((state) => ({ values: { ...state.values, nightMode: night } }));
  };
  check();
  const timer = setInterval(check, NIGHT_MODE_CHECK_MS);
  const stops = [
    onSettingChange('automaticNightMode', check),
    onSettingChange('nightModeWindow', check),
  ];
  return () => {
    clearInterval(timer);
    for (const stop of stops) stop();
  };
}
