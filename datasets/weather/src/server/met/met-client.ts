// Fetching from MET Norway's APIs as their terms ask: an identifying User-Agent, at most 4
// decimals in coordinates, no request before the last answer's `Expires`, revalidation with
// `If-Modified-Since`, and no more than a few requests a second. A failure is logged and the
// last good answer kept; 422 means the place is outside the model and is remembered as such.

/** MET answered 422: the place lies outside the model's area (or, for the sea, on land). */
export class OutsideModelError extends Error {
  constructor(readonly upstream: string) {
    super(`${upstream}: outside the model area`);
    this.name = 'OutsideModelError';
  }
}

/** MET failed and nothing good is kept for this request. */
export class MetUnavailableError extends Error {
  constructor(
    readonly upstream: string,
    message: string,
  ) {
    super(message);
    this.name = 'MetUnavailableError';
  }
}

export interface MetLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface MetClientOptions {
  /** Name in logs and problem documents, e.g. "MET Oceanforecast". */
  upstream: string;
  /** The product URL without query, e.g. `https://api.met.no/weatherapi/oceanforecast/2.0/complete`. */
  url: string;
  /** `Havkart/<version> <contact>`: MET blocks clients that do not say who they are. */
  userAgent: string;
  log: MetLog;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  /** Kept when an answer has no usable `Expires`. */
  defaultTtlMs?: number;
  /** Wait before asking again after a failure. */
  retryMs?: number;
  /** Answers kept, one per place. */
  limit?: number;
  /** Requests a second at most, spread evenly. */
  maxPerSecond?: number;
}

interface Entry {
  body: unknown;
  outside: boolean;
  lastModified: string | undefined;
  expiresAt: number;
  inFlight: Promise<void> | undefined;
  failed: string | undefined;
}

/** A coordinate as MET wants it: at most four decimals, no trailing zeros. */
export function metCoordinate(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}

export interface MetClient {
  /** The answer for a place (JSON); throws OutsideModelError or MetUnavailableError. */
  get(lat: number, lon: number): Promise<unknown>;
}

export function createMetClient(options: MetClientOptions): MetClient {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const defaultTtlMs = options.defaultTtlMs ?? 30 * 60_000;
  const retryMs = options.retryMs ?? 5 * 60_000;
  const limit = options.limit ?? 2000;
  const spacingMs = 1000 / (options.maxPerSecond ?? 5);
  const entries = new Map<string, Entry>();
  let nextSlot = 0;

  /** Waits for the next free request slot, so requests never come faster than allowed. */
  async function slot(): Promise<void> {
    const at = Math.max(now(), nextSlot);
    nextSlot = at + spacingMs;
    const wait = at - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  function expiryOf(response: Response): number {
    const expires = Date.parse(response.headers.get('expires') ?? '');
    return Number.isFinite(expires) && expires > now() ? expires : now() + defaultTtlMs;
  }

  async function refresh(url: string, entry: Entry): Promise<void> {
    const headers: Record<string, string> = {
      'user-agent': options.userAgent,
      accept: 'application/json',
    };
    if (entry.lastModified && entry.body !== undefined) {
      headers['if-modified-since'] = entry.lastModified;
    }
    try {
      await slot();
      const response = await fetchFn(url, { headers, signal: AbortSignal.timeout(20_000) });
      if (response.status === 304 && entry.body !== undefined) {
        entry.expiresAt = expiryOf(response);
      } else if (response.status === 422) {
        await response.body?.cancel();
        entry.outside = true;
        entry.body = undefined;
        entry.expiresAt = expiryOf(response);
      } else if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
      } else {
        entry.body = await response.json();
        entry.outside = false;
        entry.lastModified = response.headers.get('last-modified') ?? undefined;
        entry.expiresAt = expiryOf(response);
      }
      entry.failed = undefined;
    } catch (error) {
      entry.failed = error instanceof Error ? error.message : String(error);
      entry.expiresAt = now() + retryMs;
      options.log.error(
        { upstream: options.upstream, url, err: entry.failed, kept: entry.body !== undefined },
        `${options.upstream} failed; keeping the last good answer`,
      );
    }
  }

  return {
    async get(lat, lon) {
      const url = `${options.url}?lat=${metCoordinate(lat)}&lon=${metCoordinate(lon)}`;
      let entry = entries.get(url);
      if (!entry) {
        entry = {
          body: undefined,
          outside: false,
          lastModified: undefined,
          expiresAt: 0,
          inFlight: undefined,
          failed: undefined,
        };
        entries.set(url, entry);
        if (entries.size > limit) entries.delete(entries.keys().next().value!);
      }
      // Without a good answer yet, every call tries again (one at a time).
      if (now() >= entry.expiresAt || (entry.body === undefined && !entry.outside)) {
        const current = entry;
        current.inFlight ??= refresh(url, current).finally(() => {
          current.inFlight = undefined;
        });
        await current.inFlight;
      }
      if (entry.outside) throw new OutsideModelError(options.upstream);
      if (entry.body === undefined) {
        throw new MetUnavailableError(options.upstream, entry.failed ?? 'no answer yet');
      }
      return entry.body;
    },
  };
}
