/**
 * Upstream polling once per deployment (MET, MetAlerts, the ice chart, BarentsWatch gear …):
 * every API process keeps its timers, but only the holder of the polling lease asks the
 * upstream; it keeps each URL's last good answer in the database, and the other processes
 * are answered from there. An upstream sees one client however many processes run, and every
 * process serves the same data. Requests other than GET pass straight through (a token).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';
import type { Lease } from './advisory-lease.js';

/** An upstream's answer as the holder kept it. */
export interface SharedAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
  readonly fetchedAt: number;
}

export interface UpstreamAnswerStore {
  put(url: string, answer: SharedAnswer): Promise<void>;
  get(url: string): Promise<SharedAnswer | undefined>;
}

/** What a reader needs of an answer: its type, and the validators a poller sends back. */
const KEPT_HEADERS = ['content-type', 'last-modified', 'etag', 'expires', 'cache-control'];

/** How long a reader waits for the holder's first answer to a URL (the cluster's start). */
export const FIRST_ANSWER_WAIT_MS = 30_000;
const FIRST_ANSWER_POLL_MS = 500;

export interface SharedPollingOptions {
  readonly lease: Pick<Lease, 'held'>;
  readonly store: UpstreamAnswerStore;
  readonly fetch: typeof fetch;
  readonly now?: () => number;
  readonly pause?: (ms: number) => Promise<void>;
  readonly firstAnswerWaitMs?: number;
  readonly log: { warn(details: object, message: string): void };
}

export function sharedPollingFetch(options: SharedPollingOptions): typeof fetch {
  const now = options.now ?? Date.now;
  const pause =
    options.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const waitMs = options.firstAnswerWaitMs ?? FIRST_ANSWER_WAIT_MS;

  const askAndShare = async (request: Request): Promise<Response> => {
    const response = await options.fetch(request);
    if (response.status !== 200) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    try {
      await options.store.put(request.url, { status: 200, headers, body, fetchedAt: now() });
    } catch (error) {
      // The holder still has its answer; the others keep the last one shared.
      options.log.warn({ err: error, url: request.url }, 'upstream answer not shared');
    }
    return new Response(body, { status: 200, headers });
  };

  const readShared = async (request: Request): Promise<Response> => {
    const deadline = now() + waitMs;
    let answer = await options.store.get(request.url);
    while (!answer) {
      request.signal.throwIfAborted();
      // The lease came to this process while it waited: it asks for itself.
      if (options.lease.held) return askAndShare(request);
      if (now() >= deadline) {
        throw new Error(`no answer to ${request.url} shared yet by the process polling upstreams`);
      }
      await pause(FIRST_ANSWER_POLL_MS);
      answer = await options.store.get(request.url);
    }
    return notModified(request, answer)
      ? new Response(null, { status: 304, headers: answer.headers })
      : new Response(answer.body, { status: answer.status, headers: answer.headers });
  };

  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return options.fetch(request);
    return options.lease.held ? askAndShare(request) : readShared(request);
  };
}

/** Whether the poller's own validators say it holds this answer already. */
function notModified(request: Request, answer: SharedAnswer): boolean {
  const etag = answer.headers['etag'];
  const ifNoneMatch = request.headers.get('if-none-match');
  if (etag && ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
  const lastModified = Date.parse(answer.headers['last-modified'] ?? '');
  const ifModifiedSince = Date.parse(request.headers.get('if-modified-since') ?? '');
  return Number.isFinite(lastModified) && lastModified <= ifModifiedSince;
}

/** The answers in the deployment's database, one row per URL. */
export function databaseAnswerStore(db: Kysely<Database>): UpstreamAnswerStore {
  return {
    async put(url, answer) {
      const row = {
        url,
        status: answer.status,
        headers: JSON.stringify(answer.headers),
        body: answer.body,
        fetched_at: answer.fetchedAt,
      };
      await db
        .insertInto('upstream_answers')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('url').doUpdateSet({
            status: row.status,
            headers: row.headers,
            body: row.body,
            fetched_at: row.fetched_at,
          }),
        )
        .execute();
    },
    async get(url) {
      const row = await db
        .selectFrom('upstream_answers')
        .selectAll()
        .where('url', '=', url)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        status: row.status,
        headers: JSON.parse(row.headers) as Record<string, string>,
        body: new Uint8Array(row.body),
        fetchedAt: Number(row.fetched_at),
      };
    },
  };
}
