/** The worker is checked for an update this often (spec 01 §9, R26.24). */
export const UPDATE_CHECK_INTERVAL_MS = 10 * 60 * 1000;

export interface Timers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: Timers = {
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * Checks at once (at registration) and every ten minutes after (R26.24). A failed check,
 * offline at sea most of the time, is only logged: the next one tries again. Returns a
 * function that stops the checks.
 */
export function startUpdateChecks(
  update: () => Promise<unknown>,
  log: (message: string, detail?: unknown) => void,
  timers: Timers = realTimers,
): () => void {
  const check = () => {
    update().catch((error: unknown) => log('Service worker update check failed', error));
  };
  check();
  const handle = timers.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  return () => timers.clearInterval(handle);
}
