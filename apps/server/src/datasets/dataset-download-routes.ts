import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DatasetManifest, DatasetRegistry } from '@havkart/datasets-core';
import {
  documentFromGeoJson,
  downloadFileName,
  EXPORT_FORMATS,
  exportFormat,
  OFFERED_FORMAT_IDS,
  type ExportDocument,
  type ExportFormat,
} from '@havkart/export';
import { nodeDeflater } from '@havkart/export/node';
import { Type } from 'typebox';
import { LanguageQuery, languageFor } from '../app-config/app-request.js';
import type { Caller } from '../auth/verify.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';

const DatasetId = Type.String({
  pattern: '^[a-z][a-z0-9_-]{0,39}$',
  examples: ['coastalwarnings'],
});

const DownloadQuery = Type.Object({
  format: Type.String({
    minLength: 1,
    maxLength: 40,
    examples: ['gpx'],
    description: `One of the dataset's download formats: ${OFFERED_FORMAT_IDS.join(', ')}`,
  }),
  // The language of the file's title (GPX metadata, sheet name).
  lang: LanguageQuery.properties.lang,
});

const fileBody = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** The 200 answer in every offered format's media type. */
const DownloadResponse = Type.Unsafe<Buffer | Readable>({
  description: 'The file, named `{datasetId}-{YYYY-MM-DD}.{ext}` in Content-Disposition',
  content: Object.fromEntries(
    EXPORT_FORMATS.filter((format) => format.offered).map((format) => [
      format.mimeType.split(';')[0]!,
      { schema: fileBody },
    ]),
  ),
});

/**
 * Refuses to start with a manifest that asks for a format no writer offers, so a typo in a
 * manifest shows at start-up rather than as a 400 for every user.
 */
export function checkDownloadFormats(manifests: readonly DatasetManifest[]): void {
  for (const manifest of manifests) {
    for (const id of manifest.download?.formats ?? []) {
      if (!OFFERED_FORMAT_IDS.includes(id as (typeof OFFERED_FORMAT_IDS)[number])) {
        throw new Error(
          `Dataset "${manifest.id}" declares the download format "${id}", which is not offered (${OFFERED_FORMAT_IDS.join(', ')})`,
        );
      }
    }
  }
}

/** 401 for an anonymous caller, 403 for one without every required role; null: allowed. */
function refusal(required: readonly string[], caller: Caller | null): HttpProblem | null {
  if (required.length === 0) return null;
  const needs = `Downloading this dataset needs the role ${required.join(' and ')}`;
  if (!caller) return new HttpProblem(401, 'Unauthorized', needs, 'NOT_AUTHORIZED');
  const missing = required.filter((role) => !caller.roles.includes(role));
  return missing.length > 0 ? new HttpProblem(403, 'Forbidden', needs, 'NOT_AUTHORIZED') : null;
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The chunks as a response body, giving other requests their turn between two chunks: a
 * large dataset's Excel file takes seconds to write, which must not stall the server.
 */
function yieldingStream(chunks: Iterable<Uint8Array>): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) {
        yield asBuffer(chunk);
        await nextTurn();
      }
    })(),
    { objectMode: false },
  );
}

/**
 * The file's body: streamed where the format writes in chunks and the file takes more than
 * one (a large dataset), else the writer's bytes in one piece.
 */
async function downloadBody(
  format: ExportFormat,
  document: ExportDocument,
): Promise<Readable | Buffer> {
  if (format.loadChunks) {
    const writeChunks = await format.loadChunks();
    const chunks = writeChunks(document, { deflater: nodeDeflater })[Symbol.iterator]();
    const first = chunks.next();
    if (first.done) return Buffer.alloc(0);
    const second = chunks.next();
    if (second.done) return asBuffer(first.value);
    return yieldingStream(
      (function* () {
        yield first.value;
        yield second.value;
        for (let next = chunks.next(); !next.done; next = chunks.next()) yield next.value;
      })(),
    );
  }
  return asBuffer(await (await format.load())(document));
}

/**
 * `GET /api/v1/datasets/{id}/download?format=`: a dataset's current features as a file, for
 * datasets whose manifest declares `download` (spec 01 §9).
 */
export function datasetDownloadRoutes(registry: DatasetRegistry): FastifyPluginAsyncTypebox {
  return async (app) => {
    checkDownloadFormats(registry.datasets);
    app.get(
      '/api/v1/datasets/:datasetId/download',
      {
        // A token is read when sent: some datasets need a role to download.
        config: { access: 'optional' },
        schema: {
          tags: ['datasets'],
          summary: "A dataset's current features as a file in one of its download formats",
          params: Type.Object({ datasetId: DatasetId }),
          querystring: DownloadQuery,
          response: { 200: DownloadResponse, ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { datasetId } = request.params;
        const manifest = registry.get(datasetId);
        const services = app.datasetServices.get(datasetId);
        if (!manifest || !services) {
          throw new HttpProblem(404, 'Not Found', `No dataset "${datasetId}" is served here`);
        }
        const download = manifest.download;
        if (!download || !services.geojson) {
          throw new HttpProblem(404, 'Not Found', `Dataset "${datasetId}" offers no download`);
        }
        const format = exportFormat(request.query.format);
        if (!format || !download.formats.includes(format.id)) {
          const allowed = download.formats.join(', ');
          throw new HttpProblem(
            400,
            'Bad Request',
            `Unknown download format "${request.query.format}"; dataset "${datasetId}" downloads as ${allowed}`,
            undefined,
            { 'querystring.format': [`must be one of ${allowed}`] },
          );
        }
        const refused = refusal(download.requiredRoles ?? [], request.caller);
        // As the access check answers a missing token: say which scheme signs in.
        if (refused?.status === 401) reply.header('www-authenticate', 'Bearer');
        if (refused) throw refused;

        const document = documentFromGeoJson(services.geojson(), {
          name: manifest.name[languageFor(request.query.lang)],
          ...(download.nameProperty ? { nameProperty: download.nameProperty } : {}),
        });
        const body = await downloadBody(format, document);
        const fileName = downloadFileName(manifest.id, format, new Date());
        return reply
          .header('content-type', format.mimeType)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}
