// Keeps MetAlerts' `current.json` current in one language: fetched at start and every refresh
// interval with MET's terms kept (an identifying User-Agent, `If-Modified-Since` once an
// answer carried `Last-Modified`), the last good warnings kept when a fetch fails or answers
// something unreadable, and every failure logged.
import type { DatasetLogger } from '@havkart/datasets-core/server';
import { readMetAlerts, type ReadWeatherWarnings } from './metalerts.js';

export type WarningLanguage = 'no' | 'en';

export interface MetAlertsPollerOptions {
  /** `current.json`'s URL; `lang` is set on it. */
  readonly url: string;
  readonly lang: WarningLanguage;
  /** `Havkart/<version> <contact>`: MET blocks clients that do not say who they are. */
  readonly userAgent: string;
  readonly refreshMs: number;
  readonly fetch: typeof fetch;
  readonly logger: DatasetLogger;
}

export interface MetAlertsPoller {
  /** The last good warnings; null until a fetch has succeeded. */
  current(): ReadWeatherWarnings['collection'] | null;
  /** Fetches once now; resolves true when the warnings were replaced. Never rejects. */
  refresh(): Promise<boolean>;
  /** First fetch now, then every refresh interval. */
  start(): Promise<void>;
  stop(): void;
}

/** The URL with `lang` set, other query parameters (a `geographicDomain`, a county) kept. */
export function metAlertsUrl(url: string, lang: WarningLanguage): string {
  const parsed = new URL(url);
  parsed.searchParams.set('lang', lang);
  return parsed.href;
}

export function createMetAlertsPoller(options: MetAlertsPollerOptions): MetAlertsPoller {
  const url = metAlertsUrl(options.url, options.lang);
  let data: ReadWeatherWarnings['collection'] | null = null;
  let lastModified: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | null = null;

  const fail = (reason: string): false => {
    options.logger.error(
      `MetAlerts ${url} failed: ${reason}; ${data ? 'keeping the last warnings' : 'no warnings yet'}`,
      { url, kept: data !== null },
    );
    return false;
  };

  const fetchOnce = async (): Promise<boolean> => {
    const headers: Record<string, string> = {
      'user-agent': options.userAgent,
      accept: 'application/json',
    };
    if (lastModified && data) headers['if-modified-since'] = lastModified;
    let response: Response;
    let body: string;
    try {
      response = await options.fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
      if (response.status === 304 && data) {
        await response.body?.cancel();
        return false;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return fail(`HTTP ${response.status}`);
      }
      body = await response.text();
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    let read: ReadWeatherWarnings;
    try {
      read = readMetAlerts(body);
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    if (read.skipped.length > 0) {
      const reasons = read.skipped
        .slice(0, 5)
        .map((s) => `#${s.index}${s.id ? ` (${s.id})` : ''}: ${s.reason}`)
        .join('; ');
      options.logger.warn(`MetAlerts: skipped ${read.skipped.length} warnings: ${reasons}`, {
        url,
      });
    }
    data = read.collection;
    lastModified = response.headers.get('last-modified');
    return true;
  };

  const poller: MetAlertsPoller = {
    current: () => data,
    refresh() {
      running ??= fetchOnce().finally(() => {
        running = null;
      });
      return running;
    },
    async start() {
      await poller.refresh();
      if (options.refreshMs > 0 && !timer) {
        timer = setInterval(() => void poller.refresh(), options.refreshMs);
        timer.unref();
      }
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
  return poller;
}
