// The max-age filter (spec 02 §9, A83): now minus the old-AIS threshold, recomputed every
// 30 minutes so a page left open keeps hiding what has grown old.

/** How often the bound is recomputed (spec 02 §9). */
export const MAX_AGE_REFRESH_MS = 30 * 60 * 1000;

const HOUR_MS = 3_600_000;

/** The oldest msgtime still shown: `now` minus the threshold, as an ISO time. */
export function maxAgeBound(now: number, thresholdHours: number): string {
  return new Date(now - thresholdHours * HOUR_MS).toISOString();
}

/** Whether a position is old: its msgtime lies before now minus the threshold (spec 02 §3). */
export function isOldPosition(msgtime: string, now: number, thresholdHours: number): boolean {
  const time = Date.parse(msgtime);
  return Number.isNaN(time) || time < now - thresholdHours * HOUR_MS;
}

export interface MaxAgeClock {
  now(): number;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const systemClock: MaxAgeClock = {
  now: () => Date.now(),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * Calls `update` with the bound now and every 30 minutes after; `thresholdHours` is read at
 * each tick, so a changed setting is taken up. Returns the function that stops it.
 */
export function startMaxAgeRefresh(
  update: (maxAge: string) => void,
  thresholdHours: () => number,
  clock: MaxAgeClock = systemClock,
): () => void {
  const tick = () => update(maxAgeBound(clock.now(), thresholdHours()));
  tick();
  const handle = clock.setInterval(tick, MAX_AGE_REFRESH_MS);
  return () => clock.clearInterval(handle);
}
