// Events (spec 01 §3, §4, §9; R21.11–R21.14, A73): the caller's event configs from
// `GET /api/v1/events`, each config's `url` polled every 30,000 ms with `from` (the catch-up
// after a reconnect), alerts pushed on the live connection merged in by id, and each alert
// newer than what was known at start raising the popup while the setting is on.
import { mergeAlertsById, type ZoneAlert } from '@havkart/domain';
import { create } from 'zustand';
import type { ApiClient } from '../../api/api-client.js';

export const EVENTS_PATH = '/bwapi/v1/events';
/** How often each event config's url is polled (spec 01 §9, R21.06, R21.13). */
export const EVENT_POLL_MS = 30_000;

/** An event config (R21.12). */
export interface EventConfig {
  readonly category: string;
  readonly id: string;
  readonly url: string;
  readonly lastUpdated: string | null;
  readonly props: Readonly<Record<string, unknown>>;
}

interface EventsState {
  configs: readonly EventConfig[];
  /** Every alert known, newest first, merged by id. */
  alerts: readonly ZoneAlert[];
  loaded: boolean;
}

export const useEvents = create<EventsState>(() => ({ configs: [], alerts: [], loaded: false }));

type Log = (message: string, detail?: unknown) => void;

export interface EventsDeps {
  readonly api: Pick<ApiClient, 'get'>;
  readonly log?: Log;
  /** Called with each alert newer than what was known at start (the popup). */
  readonly onNew?: (alert: ZoneAlert) => void;
}

/** The zone name of an alert, from its config's props; null for distress. */
export function zoneNameOf(alert: ZoneAlert, configs: readonly EventConfig[]): string | null {
  const config = configs.find((candidate) => candidate.id === alert.zoneId);
  return typeof config?.props.name === 'string' ? config.props.name : null;
}

/**
 * Starts the events: the configs, a first fetch of each, then a poll every 30 s; returns
 * `push` for alerts that arrive on the live connection and `stop`. A failed config fetch
 * logs 'Fetching events failed' and leaves the list empty (R21.14).
 */
export async function startEvents(deps: EventsDeps): Promise<{
  push(alert: ZoneAlert): void;
  /** Offline: the poll waits; the alerts known stay listed. */
  pause(): void;
  /** Online again: one catch-up round at once (each url `from` its newest), then every 30 s. */
  resume(): void;
  stop(): void;
}> {
  const log = deps.log ?? ((message, detail) => console.error(message, detail));
  let configs: EventConfig[] = [];
  const fetchConfigs = async (): Promise<boolean> => {
    try {
      configs = (await deps.api.get<EventConfig[]>(EVENTS_PATH)) ?? [];
      useEvents.setState({ configs });
      return true;
    } catch (error) {
      log('Fetching events failed', error);
      return false;
    }
  };
  await fetchConfigs();
  // What was known at start is no news: only later alerts raise the popup (A73).
  let knownUntil = Math.max(
    0,
    ...configs.map((config) => Date.parse(config.lastUpdated ?? '') || 0),
  );
  const seen = new Set<string>();
  const take = async (incoming: readonly ZoneAlert[]): Promise<void> => {
    const fresh = incoming.filter((alert) => !seen.has(alert.id));
    for (const alert of fresh) seen.add(alert.id);
    if (fresh.length === 0) return;
    // An alert of a zone saved since the configs were read: read them again for its name.
    if (
      fresh.some((alert) => alert.zoneId && !configs.some((config) => config.id === alert.zoneId))
    ) {
      await fetchConfigs();
    }
    useEvents.setState((state) => ({ alerts: mergeAlertsById(state.alerts, fresh) }));
    for (const alert of fresh) {
      const time = Date.parse(alert.time);
      if (time > knownUntil) deps.onNew?.(alert);
    }
    knownUntil = Math.max(knownUntil, ...fresh.map((alert) => Date.parse(alert.time)));
  };
  useEvents.setState({ configs, loaded: true });
  const newest = new Map<string, string>();
  const poll = async (config: EventConfig) => {
    const from = newest.get(config.id);
    try {
      const alerts =
        (await deps.api.get<ZoneAlert[]>(config.url, from ? { query: { from } } : {})) ?? [];
      if (alerts[0]) newest.set(config.id, alerts[0].time);
      await take(alerts);
    } catch (error) {
      log('Fetching events failed', error);
    }
  };
  await Promise.all(configs.map(poll));
  // Each round reads the configs again first, so a zone saved meanwhile is polled too.
  const round = () => void fetchConfigs().then(() => Promise.all(configs.map(poll)));
  let timer: ReturnType<typeof setInterval> | undefined = setInterval(round, EVENT_POLL_MS);
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  return {
    push: (alert) => void take([alert]),
    pause,
    resume: () => {
      if (timer !== undefined) return;
      round();
      timer = setInterval(round, EVENT_POLL_MS);
    },
    stop: () => {
      pause();
      useEvents.setState({ configs: [], alerts: [], loaded: false });
    },
  };
}
