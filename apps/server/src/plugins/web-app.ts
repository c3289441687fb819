import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_PATH_SEGMENTS } from '@havkart/datasets-core';
import { Type } from 'typebox';
import { mediaResponse } from './openapi-document.js';
import { sendProblem } from './problem-details.js';

/**
 * First path segments that belong to the server, never to a client-side route. One list,
 * shared with the dataset registry, which refuses them as dataset ids.
 */
export const RESERVED_PATH_SEGMENTS: readonly string[] = SERVER_PATH_SEGMENTS;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The file the web app fetches (with a random query value) to tell whether it is online
 * (spec 01 §4, §7). Answered by its own route, never from a cache: a cached copy would
 * report "online" while the network is down.
 */
export const CONNECTION_TEST_PATH = '/assets/connectionTestFile.txt';

/** The offline service worker the web app's build writes beside index.html (`/sw.js`). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Where the hidden frame of a silent sign-in lands. It gets the web app's small silent.html
 * (oidc-client-ts's callback and nothing else), never index.html: that would load the whole
 * app a second time inside the frame.
 */
export const SILENT_REDIRECT_PATH = '/oidc_silent_redirect_uri';

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so they are
 * cached for a year; index.html is revalidated every time so a new release shows at once.
 * Any other GET that looks like a page (no file extension, not a server path) gets
 * index.html, so client-side routes such as /ais/257000000 survive a reload.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance) => {
    app.get(
      CONNECTION_TEST_PATH,
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Connection test',
          response: { 200: mediaResponse('text/plain', 'The text `ok`', Type.String()) },
        },
      },
      (_request, reply) =>
        reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('ok\n'),
    );
    const root = app.config.webDistDir;
    const indexFile = path.join(root, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn({ root }, 'web app not built; serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build's brotli and gzip copies (apps/web/vite.config.ts) are sent in place of a
      // file to a browser that accepts them, so nothing is compressed per request; a file
      // without a copy falls back to the file, compressed on the fly. The copies get no
      // routes of their own.
      preCompressed: true,
      // Answered by the route above; a built copy must not register a second route.
      globIgnore: [CONNECTION_TEST_PATH.slice(1), '**/*.br', '**/*.gz'],
      // Cache headers are ours (below): the plugin's default would mark everything max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // The answer depends on Accept-Encoding once a compressed copy may be sent.
        res.setHeader('vary', 'accept-encoding');
        const relative = path.relative(root, filePath);
        if (relative.startsWith(`assets${path.sep}`)) res.setHeader('cache-control', IMMUTABLE);
        // The service worker is checked for a new version against the server every time
        // (spec 01 §7, R26.21): a cached copy would hold an old app back for an hour.
        else if (relative === 'index.html' || relative === SERVICE_WORKER_FILE) {
          res.setHeader('cache-control', 'no-cache');
        } else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });

    if (fs.existsSync(path.join(root, 'silent.html'))) {
      app.get(
        SILENT_REDIRECT_PATH,
        { config: { access: 'public' }, schema: { hide: true } },
        (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('silent.html'),
      );
    }

    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // In any case: `/API/V1/ADMIN/USERS` is a mistyped API call, not a page of the app.
      const first = (pathname.split('/')[1] ?? '').toLowerCase();
      // A file name ends in an extension with a letter; `/point/10.75_59.91` is a route.
      const looksLikeFile = /\.[a-z][a-z0-9]*$/i.test(pathname);
      if (RESERVED_PATH_SEGMENTS.includes(first) || looksLikeFile) {
        return sendProblem(reply, {
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          detail: `No resource at GET ${pathname}`,
        });
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app', dependencies: ['config'] },
);
