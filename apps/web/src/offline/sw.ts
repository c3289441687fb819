// The service worker (spec 01 §4, §7; spec 02 §7): the app shell and glyphs precached, the
// app's page network first, downloaded areas before the network, the start-up preloads with
// their last good answer, and a manual offline mode in which nothing leaves the device.
// Built by vite-plugin-pwa (injectManifest), which fills in `self.__WB_MANIFEST`.
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { AREA_CACHE_PREFIX } from './cache-records.js';
import { OfflineSwitch, offlineResponse } from './offline-command.js';
import { mayStore, routeFor } from './sw-routes.js';
import { RUNTIME_CACHE_PREFIX, SW_MESSAGES } from './sw-messages.js';

/** The parts of the worker scope used here; the DOM library the app compiles with has none. */
interface FetchEventLike extends Event {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface ExtendableMessageEventLike extends Event {
  readonly data: unknown;
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  readonly location: { readonly origin: string };
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
}

const scope = globalThis as unknown as WorkerScope;
const origin = scope.location.origin;
const offline = new OfflineSwitch();

/**
 * The browser stops an idle worker and starts it again on the next request, so the offline
 * command is kept in a small cache of its own and read back at start; until it is read,
 * every request waits for it.
 */
const STATE_CACHE = 'havkart-worker-state';
const STATE_KEY = '/__havkart/offline';
let stateRead = false;
const stateReady = caches
  .open(STATE_CACHE)
  .then((cache) => cache.match(STATE_KEY))
  .then((stored) => (stored ? stored.json() : null))
  .then((value: unknown) => offline.handle(value))
  .catch(() => false)
  .finally(() => (stateRead = true));

async function keepOfflineState(on: boolean): Promise<void> {
  const cache = await caches.open(STATE_CACHE);
  await cache.put(STATE_KEY, new Response(JSON.stringify({ type: 'offline', on })));
}

declare const self: { __WB_MANIFEST: { url: string; revision: string | null }[] };
// Written as `self.__WB_MANIFEST`: the build finds this exact text and puts the list there.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Keeps a good answer only; a private or `no-store` one is never written (spec 01 §7). */
const storeGoodAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (mayStore(response) ? response : null),
};

/** What was browsed in harbour: about 2,000 tiles, the least recently used dropped first. */
const browsed = new NetworkFirst({
  cacheName: `${RUNTIME_CACHE_PREFIX}tiles`,
  plugins: [storeGoodAnswers, new ExpirationPlugin({ maxEntries: 2_000 })],
});

/** The start-up preloads' last good answers, so an offline start creates the datasets. */
const preloads = new NetworkFirst({
  cacheName: `${RUNTIME_CACHE_PREFIX}preload`,
  plugins: [storeGoodAnswers, new ExpirationPlugin({ maxEntries: 50 })],
});

/** The downloaded areas, newest first; the names are read per request as areas change. */
async function fromAreas(url: string): Promise<Response | undefined> {
  const names = (await caches.keys()).filter((name) => name.startsWith(AREA_CACHE_PREFIX));
  for (const name of names.reverse()) {
    const hit = await (await caches.open(name)).match(url);
    if (hit) return hit;
  }
  return undefined;
}

/** Any copy this worker holds, for manual offline mode. */
async function fromAnyCache(request: Request): Promise<Response | undefined> {
  return (
    (await fromAreas(request.url)) ?? (await matchPrecache(request.url)) ?? caches.match(request)
  );
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await matchPrecache('/index.html');
    if (shell) return shell;
    throw error;
  }
}

async function answer(
  request: Request,
  strategy: ReturnType<typeof routeFor>,
  event: FetchEventLike,
) {
  await stateReady;
  if (offline.on) {
    const navigation = request.mode === 'navigate' ? await matchPrecache('/index.html') : undefined;
    return navigation ?? (await fromAnyCache(request)) ?? offlineResponse(request.url);
  }
  switch (strategy) {
    case 'page':
      return page(request);
    case 'precache':
      return (await matchPrecache(request.url)) ?? fetch(request);
    case 'area':
      return (await fromAreas(request.url)) ?? browsed.handle({ event: event as never, request });
    case 'preload':
      return preloads.handle({ event: event as never, request });
    default:
      return fetch(request);
  }
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = routeFor(request, origin);
  // Requests the worker does not handle go straight to the network, untouched, unless
  // manual offline mode must stop them (any origin: nothing may leave the device then).
  if (strategy === 'network' && stateRead && !offline.on) return;
  event.respondWith(answer(request, strategy, event));
});

scope.addEventListener('message', (event) => {
  if (offline.handle(event.data)) {
    event.waitUntil(keepOfflineState(offline.on));
    return;
  }
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) void scope.skipWaiting();
  if (type === SW_MESSAGES.clearRuntime) {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names.filter((n) => n.startsWith(RUNTIME_CACHE_PREFIX)).map((n) => caches.delete(n)),
          ),
        ),
    );
  }
});

// The first install takes the open page at once, so what it browses is kept from the start.
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
