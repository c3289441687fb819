// When vessels and aids are polled and when streamed (spec 02 §4, §9): pure rules, so the
// thresholds are tested as a table and the updater only asks them.

/** Above this zoom the data comes from the live stream; at or below it, from polling. */
export const STREAM_ZOOM_THRESHOLD = 11;

/**
 * The interval value that stands for stream mode in the restart rule, and the delay before
 * a stream that failed is opened again (checklist A25).
 */
export const STREAM_INTERVAL_MS = 5000;

const MINUTE = 60_000;

/** Polling intervals by zoom, highest zoom first: above `zoom` → `ms` (spec 02 §9). */
export const POLL_INTERVALS: readonly { readonly above: number; readonly ms: number }[] = [
  { above: 10, ms: 10_000 },
  { above: 9, ms: 20_000 },
  { above: 8, ms: 2 * MINUTE },
  { above: 7, ms: 3 * MINUTE },
  { above: 6, ms: 4 * MINUTE },
  { above: 5, ms: 5 * MINUTE },
  { above: 4, ms: 10 * MINUTE },
  { above: 3, ms: 15 * MINUTE },
];

/** At zoom 3 or below. */
export const SLOWEST_POLL_MS = 20 * MINUTE;

export type UpdateMode =
  | { readonly kind: 'poll'; readonly intervalMs: number }
  | { readonly kind: 'stream'; readonly intervalMs: typeof STREAM_INTERVAL_MS };

/** The polling interval at a zoom at or below the stream threshold. */
export function pollIntervalMs(zoom: number): number {
  return POLL_INTERVALS.find((step) => zoom > step.above)?.ms ?? SLOWEST_POLL_MS;
}

/** How data is kept current at a zoom: exactly 11 polls, 11.01 streams. */
export function updateModeFor(zoom: number): UpdateMode {
  return zoom > STREAM_ZOOM_THRESHOLD
    ? { kind: 'stream', intervalMs: STREAM_INTERVAL_MS }
    : { kind: 'poll', intervalMs: pollIntervalMs(zoom) };
}

/** A zoom change restarts updates only when the interval or the mode changes (spec 02 §4). */
export function zoomChangeRestarts(before: UpdateMode, after: UpdateMode): boolean {
  return before.kind !== after.kind || before.intervalMs !== after.intervalMs;
}
