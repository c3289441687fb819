import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDetailsPlugin } from '../plugins/problem-details.js';
import { loadProxyConfig } from './proxy-config.js';
import { proxyRoutes } from './proxy-routes.js';

// A local stand-in for the mapping service: a search answer, a redirect off the allowed
// hosts, a redirect staying on them, and an answer larger than the proxy passes on.
let upstream: Server;
let standIn: string;
const SEARCH = JSON.stringify({ metadata: { totaltAntallTreff: 0 }, navn: [] });

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(problemDetailsPlugin);
  await app.register(proxyRoutes(loadProxyConfig(env)));
  await app.ready();
  return app;
}

function proxied(target: string): string {
  return `/api/v1/proxy?url=${encodeURIComponent(target)}`;
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url?.startsWith('/stedsnavn/v1/navn')) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(SEARCH);
    } else if (req.url === '/away') {
      res.writeHead(302, { location: 'http://example.org/' }).end();
    } else if (req.url === '/moved') {
      res.writeHead(301, { location: '/stedsnavn/v1/navn?sok=moved' }).end();
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('x'.repeat(5000));
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  standIn = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
});

describe('GET /api/v1/proxy', () => {
  it('passes on the answer of an allowed host, and follows a redirect that stays on it', async () => {
    const app = await appWith({ PROXY_ALLOWED_HOSTS: standIn, PROXY_ALLOW_HTTP: 'true' });
    const direct = await app.inject(proxied(`http://${standIn}/stedsnavn/v1/navn?sok=Lista`));
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['content-type']).toContain('application/json');
    expect(direct.json()).toEqual(JSON.parse(SEARCH));
    const moved = await app.inject(proxied(`http://${standIn}/moved`));
    expect(moved.statusCode).toBe(200);
    await app.close();
  });

  it('refuses a host not on the list with 403 problem+json naming the field and the host', async () => {
    const app = await appWith({});
    const response = await app.inject(proxied(`https://${standIn}/stedsnavn/v1/navn?sok=x`));
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toContain(standIn);
    expect(response.json().errors['querystring.url'][0]).toContain(standIn);
    await app.close();
  });

  it('refuses plain http unless allowed, a non-URL, and a missing url with 400', async () => {
    const app = await appWith({ PROXY_ALLOWED_HOSTS: standIn });
    const http = await app.inject(proxied(`http://${standIn}/stedsnavn/v1/navn?sok=x`));
    expect(http.statusCode).toBe(400);
    expect(http.json().detail).toContain('https');
    expect(Object.keys(http.json().errors)).toEqual(['querystring.url']);
    expect((await app.inject(proxied('not a url'))).statusCode).toBe(400);
    const missing = await app.inject('/api/v1/proxy');
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    await app.close();
  });

  it('refuses a redirect to another host and a body above the size limit with 502', async () => {
    const app = await appWith({
      PROXY_ALLOWED_HOSTS: standIn,
      PROXY_ALLOW_HTTP: 'true',
      PROXY_MAX_BYTES: '1000',
    });
    const away = await app.inject(proxied(`http://${standIn}/away`));
    expect(away.statusCode).toBe(502);
    expect(away.json().detail).toContain('redirected');
    const large = await app.inject(proxied(`http://${standIn}/large`));
    expect(large.statusCode).toBe(502);
    expect(large.json().detail).toContain('too large');
    await app.close();
  });
});

describe('proxy configuration', () => {
  it('allows only the national mapping service by default, over https', () => {
    expect(loadProxyConfig({})).toMatchObject({
      allowedHosts: ['ws.geonorge.no'],
      allowHttp: false,
    });
  });

  it('refuses plain http in production', () => {
    expect(() => loadProxyConfig({ NODE_ENV: 'production', PROXY_ALLOW_HTTP: 'true' })).toThrow(
      /PROXY_ALLOW_HTTP/,
    );
  });
});
