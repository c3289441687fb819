import { ConfigError } from '../config/config-error.js';
import { whole, type Env } from '../config/env-number.js';

/** Limits on live streams, read from the environment with the rest of the configuration. */
export interface LiveConfig {
  /**
   * Open streams one client may hold (`LIVE_MAX_STREAMS_PER_CLIENT`): counted per token
   * subject, else per address. A crew on one ship shares an address, so it is not 1.
   */
  maxStreamsPerClient: number;
  /** Open streams the process holds at most (`LIVE_MAX_STREAMS`), all clients together. */
  maxStreams: number;
}

export function loadLiveConfig(env: Env): LiveConfig {
  const maxStreams = whole(env, 'LIVE_MAX_STREAMS', 5000, 1, 1_000_000);
  const maxStreamsPerClient = whole(env, 'LIVE_MAX_STREAMS_PER_CLIENT', 20, 1, 1_000_000);
  if (maxStreamsPerClient > maxStreams) {
    throw new ConfigError(
      'LIVE_MAX_STREAMS_PER_CLIENT',
      `must not be above LIVE_MAX_STREAMS (${maxStreams})`,
    );
  }
  return { maxStreamsPerClient, maxStreams };
}
