import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { targetRefusal, type ProxyConfig } from './proxy-config.js';

const ProxyQuery = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'The encoded target URL' }),
});

/** Redirects followed, each to an allowed host only. */
const MAX_REDIRECTS = 3;

/** Reads at most `maxBytes` of a body; null when it is larger. */
async function boundedBody(response: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * GET `/api/v1/proxy?url=` (spec 01 §7): the place-name search reaches the national mapping
 * service through our server. Only https targets on the configured hosts are fetched;
 * redirects are followed only while they stay on those hosts; bodies and time are bounded.
 */
export function proxyRoutes(
  config: ProxyConfig,
  fetchImpl: typeof fetch = fetch,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/v1/proxy',
      {
        config: { access: 'public' },
        schema: {
          tags: ['search'],
          summary: 'Fetch a place-name search from an allowed mapping-service host',
          querystring: ProxyQuery,
          response: {
            200: Type.Unknown({ description: "The upstream's answer, as it sent it" }),
            ...problemResponses(400, 403, 502, 504),
          },
        },
      },
      async (request, reply) => {
        let target = request.query.url;
        const refusal = targetRefusal(target, config);
        if (refusal) {
          const status = refusal.startsWith('host') ? 403 : 400;
          throw new HttpProblem(
            status,
            status === 403 ? 'Forbidden' : 'Bad Request',
            refusal,
            undefined,
            { 'querystring.url': [refusal] },
          );
        }
        const deadline = AbortSignal.timeout(config.timeoutMs);
        try {
          for (let hop = 0; ; hop += 1) {
            const upstream = await fetchImpl(target, {
              redirect: 'manual',
              signal: deadline,
              headers: { accept: 'application/json' },
            });
            const location = upstream.headers.get('location');
            if (upstream.status >= 300 && upstream.status < 400 && location) {
              await upstream.body?.cancel();
              const next = new URL(location, target).toString();
              if (hop >= MAX_REDIRECTS || targetRefusal(next, config)) {
                throw new HttpProblem(502, 'Bad Gateway', 'The upstream redirected elsewhere');
              }
              target = next;
              continue;
            }
            const body = await boundedBody(upstream, config.maxBytes);
            if (!body) {
              throw new HttpProblem(502, 'Bad Gateway', 'The upstream answer is too large');
            }
            // The upstream's own status passes through (its 4xx too), as the schema's 200 does.
            reply.code(upstream.status as 200);
            reply.header(
              'content-type',
              upstream.headers.get('content-type') ?? 'application/json',
            );
            reply.header('cache-control', 'no-cache');
            return reply.send(body);
          }
        } catch (error) {
          if (error instanceof HttpProblem) throw error;
          if (deadline.aborted) {
            throw new HttpProblem(504, 'Gateway Timeout', 'The upstream did not answer in time');
          }
          request.log.warn({ err: error }, 'proxy upstream failed');
          throw new HttpProblem(502, 'Bad Gateway', 'The upstream could not be reached');
        }
      },
    );
  };
}
