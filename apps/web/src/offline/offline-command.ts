/** The message the page posts to the worker at start and on every change (spec 02 §7, R26.25). */
export interface OfflineCommand {
  readonly type: 'offline';
  readonly on: boolean;
}

export function isOfflineCommand(data: unknown): data is OfflineCommand {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'offline' &&
    typeof (data as { on?: unknown }).on === 'boolean'
  );
}

/** The worker's offline switch: while on, it answers from its caches only. */
export class OfflineSwitch {
  #on = false;

  get on(): boolean {
    return this.#on;
  }

  /** Applies a message; true when it was an offline command. Anything else is ignored. */
  handle(data: unknown): boolean {
    if (!isOfflineCommand(data)) return false;
    this.#on = data.on;
    return true;
  }
}

/**
 * What a request gets in manual offline mode when no cache holds it: an immediate 503 in
 * the API's problem form, so nothing leaves the boat on a paid link.
 */
export function offlineResponse(url: string): Response {
  return new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: `Manual offline mode: ${new URL(url).pathname} is not available offline`,
    }),
    { status: 503, headers: { 'content-type': 'application/problem+json' } },
  );
}
