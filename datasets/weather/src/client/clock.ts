// Whether the weather views (stations, warnings) write times in UTC, as the user's time
// setting says (the time bar follows the same setting). The web app hands in its settings hook once at start-up; without
// one (tests, a bare embed) times are local.
let useUtc: () => boolean = () => false;

/** Called once, before anything renders, with a hook returning the 'UTC time' setting. */
export function provideWeatherClock(hook: () => boolean): void {
  useUtc = hook;
}

/** Whether times are shown in UTC; re-renders the caller when the setting changes. */
export function useUtcTime(): boolean {
  return useUtc();
}
