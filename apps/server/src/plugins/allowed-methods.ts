import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { RouteOptions } from 'fastify';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * A second router holding every route's path without handlers, so that a request whose
 * method no route takes can be told apart from a path that does not exist: the first is
 * 405 with `Allow` (RFC 9110 §15.5.6), the second 404. Catch-all routes (the web app's
 * page fallback, CORS pre-flight) are left out, or every path would look known.
 */
export function createRouteIndex() {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  return {
    add(route: RouteOptions): void {
      if (route.url.includes('*')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const upper = method.toUpperCase() as HTTPMethod;
        if (!METHODS.includes(upper) || router.hasRoute(upper, route.url)) continue;
        router.on(upper, route.url, () => undefined);
      }
    },
    /** Methods some route takes at this path, or none when the path is unknown. */
    allowedMethods(pathname: string): HTTPMethod[] {
      return METHODS.filter((method) => router.find(method, pathname) !== null);
    },
  };
}
