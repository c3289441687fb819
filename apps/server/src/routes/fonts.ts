import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { mediaResponse } from '../plugins/openapi-document.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';

const require = createRequire(import.meta.url);

const FontParams = Type.Object({
  /** Comma-separated font names, most preferred first. */
  fontstack: Type.String({ minLength: 1, maxLength: 512 }),
  /** Glyph range as MapLibre requests it: 256 code points, e.g. `0-255`. */
  range: Type.String({ pattern: '^[0-9]{1,5}-[0-9]{1,5}$' }),
});

function fontRoot(): string {
  return path.join(path.dirname(require.resolve('tileserver-gl-styles/package.json')), 'fonts');
}

/**
 * Signed-distance-field glyphs for map labels, served from an npm package so that no label
 * needs a font server elsewhere. A font stack lists fonts by preference; the first one we
 * hold answers.
 */
export const fontRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const root = fontRoot();
  const available = new Set(await fs.readdir(root));

  app.get(
    '/fonts/:fontstack/:range.pbf',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tiles'],
        summary: 'Map label glyphs (protocol buffer, SDF)',
        params: FontParams,
        response: {
          200: mediaResponse(
            'application/x-protobuf',
            'Glyphs of the range',
            Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          ),
          204: Type.Null({ description: 'No glyphs in this range' }),
          ...problemResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { fontstack, range } = request.params;
      const [first = 0, last = 0] = range.split('-').map(Number);
      const font = fontstack
        .split(',')
        .map((name) => name.trim())
        .find((name) => available.has(name));
      if (last - first !== 255 || first % 256 !== 0) {
        throw new HttpProblem(
          400,
          'Bad Request',
          `range "${range}" is not a 256-glyph range such as 0-255`,
        );
      }
      if (!font) {
        throw new HttpProblem(
          404,
          'Not Found',
          `No font of "${fontstack}" is available; use one of ${[...available].join(', ')}`,
        );
      }
      const data = await fs.readFile(path.join(root, font, `${range}.pbf`)).catch(() => null);
      if (!data) return reply.code(204).send(null);
      reply.header('cache-control', 'public, max-age=604800');
      return reply.type('application/x-protobuf').send(data);
    },
  );
};
