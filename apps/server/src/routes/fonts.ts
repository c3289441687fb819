import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../plugins/problem-details.js';

const require = createRequire(import.meta.url);

/** Glyph ranges as MapLibre requests them: 256 code points each, e.g. `0-255`. */
const RANGE = /^(\d{1,5})-(\d{1,5})$/;

function fontRoot(): string {
  return path.join(path.dirname(require.resolve('tileserver-gl-styles/package.json')), 'fonts');
}

/**
 * Signed-distance-field glyphs for map labels, served from an npm package so that no label
 * needs a font server elsewhere. A font stack lists fonts by preference; the first one we
 * hold answers.
 */
export async function fontRoutes(app: FastifyInstance): Promise<void> {
  const root = fontRoot();
  const available = new Set(await fs.readdir(root));

  app.get<{ Params: { fontstack: string; range: string } }>(
    '/fonts/:fontstack/:range.pbf',
    {
      schema: {
        tags: ['tiles'],
        summary: 'Map label glyphs (protocol buffer, SDF)',
        params: Type.Object({ fontstack: Type.String(), range: Type.String() }),
      },
    },
    async (request, reply) => {
      const { fontstack, range } = request.params;
      const match = RANGE.exec(range);
      const font = fontstack
        .split(',')
        .map((name) => name.trim())
        .find((name) => available.has(name));
      if (!match || Number(match[2]) - Number(match[1]) !== 255 || Number(match[1]) % 256 !== 0) {
        return sendProblem(reply, {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: `range "${range}" is not a 256-glyph range such as 0-255`,
        });
      }
      if (!font) {
        return sendProblem(reply, {
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          detail: `No font of "${fontstack}" is available; use one of ${[...available].join(', ')}`,
        });
      }
      const data = await fs.readFile(path.join(root, font, `${range}.pbf`)).catch(() => null);
      if (!data) return reply.code(204).send();
      reply.header('cache-control', 'public, max-age=604800');
      return reply.type('application/x-protobuf').send(data);
    },
  );
}
