import { ConfigError } from '../config/config-error.js';
import { whole, type Env } from '../config/env-number.js';

/** Track store settings, read from the environment with the rest of the configuration. */
export interface TrackConfig {
  /** Days of track history kept; older points are removed. */
  retentionDays: number;
  /**
   * Points older than this many days are thinned to one per {@link thinIntervalSeconds};
   * undefined keeps every point for the whole retention period.
   */
  thinAfterDays: number | undefined;
  /** Seconds between the points thinning keeps. */
  thinIntervalSeconds: number;
  /**
   * Seconds between moves of the hot table into chunks (1–3600 from the environment). Test
   * apps set 0: no background compaction, so a test that compacts by hand is never raced by
   * the timer.
   */
  compactSeconds: number;
}

export function loadTrackConfig(env: Env): TrackConfig {
  const retentionDays = whole(env, 'TRACK_RETENTION_DAYS', 30, 1, 3650);
  const thinAfter = whole(env, 'TRACK_THIN_AFTER_DAYS', 0, 0, 3650);
  if (thinAfter >= retentionDays) {
    throw new ConfigError(
      'TRACK_THIN_AFTER_DAYS',
      `must be below TRACK_RETENTION_DAYS (${retentionDays})`,
    );
  }
  return {
    retentionDays,
    thinAfterDays: thinAfter === 0 ? undefined : thinAfter,
    thinIntervalSeconds: whole(env, 'TRACK_THIN_INTERVAL_SECONDS', 60, 1, 86_400),
    compactSeconds: whole(env, 'TRACK_COMPACT_SECONDS', 30, 1, 3600),
  };
}
