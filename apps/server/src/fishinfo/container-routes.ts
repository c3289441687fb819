import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkContainerReport, isValid } from '@havkart/domain';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { sendFieldErrors } from '../registration/field-problem.js';
import { userKeyOf } from './reporter.js';
import { storeContainerReport } from './sensor-store.js';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const field = (description: string) => Type.Optional(Type.Unknown({ description }));

/** Mail text of a report: both languages, the position as decimal degrees. */
export function containerMail(report: {
  geometry: { coordinates: readonly number[] };
  observedTime: string;
  kind: string;
  description?: string;
  reporter: string;
}) {
  const [lon, lat] = report.geometry.coordinates;
  const position = `${lat!.toFixed(5)} N, ${lon!.toFixed(5)} E`;
  return {
    subject: `Drivende gjenstand / Drifting object: ${report.kind} ${position}`,
    text: [
      `Observert / Observed: ${report.observedTime}`,
      `Posisjon / Position: ${position}`,
      `Type: ${report.kind}`,
      `Beskrivelse / Description: ${report.description ?? '–'}`,
      `Meldt av / Reported by: ${report.reporter}`,
    ].join('\n'),
  };
}

/**
 * Drifting container and object reports (A74, R01.11): stored, then mailed by the Mailer to
 * `CONTAINER_REPORT_MAIL_TO`. Without that address the report is refused (503), since a
 * report nobody receives would only look sent.
 */
export function containerRoutes(env: NodeJS.ProcessEnv): FastifyPluginAsyncTypebox {
  const mailTo = env['CONTAINER_REPORT_MAIL_TO']?.trim() || null;
  return async (app) => {
    app.post(
      '/api/v1/fishinfo/containerreports',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['fishinfo'],
          summary: 'Report a drifting container or object (mailed to the receiving authority)',
          body: Type.Object({
            id: Type.String({ pattern: UUID, description: 'Report id; the same id is sent once' }),
            geometry: field('GeoJSON Point'),
            observedTime: field('ISO 8601, at most 24 h ahead'),
            kind: field('container, timber, vessel or other'),
            description: field('at most 2,000 characters, optional'),
          }),
          response: {
            200: Type.Object({ id: Type.String(), status: Type.Literal('sent') }),
            201: Type.Object({ id: Type.String(), status: Type.Literal('sent') }),
            ...problemResponses(400, 401, 403, 409, 503),
          },
        },
      },
      async (request, reply) => {
        const body = request.body as Record<string, unknown>;
        const errors = checkContainerReport(body, new Date());
        if (!isValid(errors)) return sendFieldErrors(reply, errors);
        if (!mailTo) {
          throw new HttpProblem(
            503,
            'Service Unavailable',
            'No receiver is configured for reports',
          );
        }
        const userKey = userKeyOf(request);
        const id = request.body.id.toLowerCase();
        const report = {
          geometry: body['geometry'] as { type: 'Point'; coordinates: number[] },
          observedTime: String(body['observedTime']),
          kind: String(body['kind']),
          ...(typeof body['description'] === 'string' ? { description: body['description'] } : {}),
        };
        const stored = await storeContainerReport(app.db, userKey, id, report);
        if (stored === 'idTaken') {
          throw new HttpProblem(409, 'Conflict', 'The report id is used by another report');
        }
        if (stored === 'stored') {
          await app.mailer.send({ to: mailTo, ...containerMail({ ...report, reporter: userKey }) });
        }
        return reply.code(stored === 'stored' ? 201 : 200).send({ id, status: 'sent' });
      },
    );
  };
}
