import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import {
  CHANGE_TIME_FIELD,
  checkFacilityChange,
  checkSensorDeployment,
  isValid,
  type FacilityChangeKind,
  type ToolGeometry,
} from '@havkart/domain';
import { requirePolicy } from '../auth/access.js';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { sendFieldErrors } from '../registration/field-problem.js';
import { facilityReporter, userKeyOf } from './reporter.js';
import { deploySensor, userSensors } from './sensor-store.js';
import {
  applyFacilityChange,
  failedChanges,
  vesselTools,
  type ChangeAnswer,
  type FacilityChange,
} from './tool-store.js';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** The fields are checked by the domain rule, so its messages name each one (400). */
const field = (description: string) => Type.Optional(Type.Unknown({ description }));

const ReportId = Type.String({
  pattern: UUID,
  description: 'The offline queue item id (UUID): the same id again gets the first answer',
});

const ChangeBody = Type.Object({
  id: ReportId,
  geometry: field('GeoJSON Point or LineString (deployed, lost)'),
  setupTime: field('ISO 8601, at most 24 h ahead (deployed)'),
  lostTime: field('ISO 8601, at most 24 h ahead (lost)'),
  resetTime: field('ISO 8601, at most 24 h ahead (reset)'),
  removedTime: field('ISO 8601, at most 24 h ahead (retrieved)'),
  toolTypeCode: field('BarentsWatch tool type code, e.g. NETS (deployed, lost)'),
  toolId: field('the tool (reset, retrieved; optional for lost)'),
  netLength: field('metres, optional'),
  comment: field('at most 1,000 characters, optional'),
});

const ChangeAnswerSchema = Type.Object({
  changeId: Type.String(),
  toolId: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('confirmed'), Type.Literal('failed')]),
  reason: Type.Optional(Type.String()),
});

/** Spec 01 §7 paths (A03): v3 for deployed and retrieved, v1 for lost and reset. */
const CHANGE_PATHS: Record<FacilityChangeKind, string> = {
  deployed: '/api/v3/geodata/fishingfacilitychange/deployed',
  lost: '/api/v1/geodata/fishingfacilitychange/lost',
  reset: '/api/v1/geodata/fishingfacilitychange/reset',
  retrieved: '/api/v3/geodata/fishingfacilitychange/retrieved',
};

function conflict(reply: FastifyReply, answer: ChangeAnswer): FastifyReply {
  return reply
    .code(409)
    .type('application/problem+json')
    .send({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: answer.reason,
      instance: reply.request.url,
      traceId: String(reply.request.id),
      changeId: answer.changeId,
      toolId: answer.toolId,
    });
}

const idTaken = () =>
  new HttpProblem(409, 'Conflict', 'The report id is used by another report', undefined, {
    'body.id': ['Invalid value'],
  });

/**
 * Fishing-facility change reports and sensor deployments (spec 01 §7, A03, A77). Every
 * report carries its queue item's id; the same id again gets the first answer (200), never
 * a second tool.
 */
export function reportRoutes(options: {
  onGearChanged: () => Promise<void>;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { db } = app;

    for (const [kind, url] of Object.entries(CHANGE_PATHS) as [FacilityChangeKind, string][]) {
      app.post(
        url,
        {
          config: { access: requirePolicy('BwReportFishingFacility') },
          schema: {
            tags: ['fishinfo'],
            summary: `Report fishing gear ${kind} (201 applied, 200 the same id again, 409 no longer applies)`,
            body: ChangeBody,
            response: {
              200: ChangeAnswerSchema,
              201: ChangeAnswerSchema,
              ...problemResponses(400, 401, 403, 404, 409),
            },
          },
        },
        async (request, reply) => {
          const body = request.body as Record<string, unknown>;
          const errors = checkFacilityChange(kind, body, new Date());
          if (!isValid(errors)) return sendFieldErrors(reply, errors);
          const reporter = await facilityReporter(app, request);
          const change: FacilityChange = {
            id: request.body.id.toLowerCase(),
            kind,
            time: String(body[CHANGE_TIME_FIELD[kind]]),
            ...(body['geometry'] ? { geometry: body['geometry'] as ToolGeometry } : {}),
            ...(typeof body['toolTypeCode'] === 'string'
              ? { toolTypeCode: body['toolTypeCode'] }
              : {}),
            ...(typeof body['toolId'] === 'string' && body['toolId'].trim()
              ? { toolId: body['toolId'].trim() }
              : {}),
            ...(typeof body['netLength'] === 'number' ? { netLength: body['netLength'] } : {}),
            ...(typeof body['comment'] === 'string' ? { comment: body['comment'] } : {}),
          };
          const outcome = await applyFacilityChange(db, reporter, change);
          reply.header('cache-control', 'private, no-store');
          switch (outcome.result) {
            case 'notFound':
              throw new HttpProblem(404, 'Not Found', 'The fishing facility is not in the map');
            case 'idTaken':
              throw idTaken();
            case 'repeated':
              return outcome.statusCode === 409
                ? conflict(reply, outcome.answer)
                : reply.code(200).send(outcome.answer);
            case 'failed':
              return conflict(reply, outcome.answer);
            default:
              await options.onGearChanged();
              return reply.code(201).send(outcome.answer);
          }
        },
      );
    }

    app.get(
      '/api/v3/geodata/fishingfacilitychanges',
      {
        config: { access: requirePolicy('BwReportFishingFacility') },
        schema: {
          tags: ['fishinfo'],
          summary: "The vessel's gear and change reports (R24.16)",
          response: {
            200: Type.Object({
              confirmedTools: Type.Array(
                Type.Object({ toolId: Type.String() }, { additionalProperties: true }),
              ),
              failedChangeReports: Type.Array(Type.Object({}, { additionalProperties: true })),
              pendingChangeReports: Type.Array(Type.Object({}, { additionalProperties: true })),
            }),
            ...problemResponses(401, 403),
          },
        },
      },
      async (request, reply) => {
        const { vesselId } = await facilityReporter(app, request);
        reply.header('cache-control', 'private, no-store');
        return {
          confirmedTools: await vesselTools(db, vesselId),
          failedChangeReports: await failedChanges(db, vesselId),
          // Changes apply here at once; nothing waits for an upstream until one forwards them.
          pendingChangeReports: [],
        };
      },
    );

    const SensorBody = Type.Object({
      id: ReportId,
      sensorId: field('the sensor’s own id'),
      geometry: field('GeoJSON Point or LineString'),
      setupTime: field('ISO 8601, at most 24 h ahead'),
      comment: field('at most 1,000 characters, optional'),
    });
    const SensorAnswer = Type.Object({
      changeId: Type.String(),
      sensorId: Type.String(),
      status: Type.Literal('confirmed'),
    });

    app.post(
      '/api/v1/fishinfo/sensors/user/deploy',
      {
        config: { access: requirePolicy('BwReportSensors') },
        schema: {
          tags: ['fishinfo'],
          summary: 'Report a deployed sensor (A77; 201, or 200 for the same id again)',
          body: SensorBody,
          response: {
            200: SensorAnswer,
            201: SensorAnswer,
            ...problemResponses(400, 401, 403, 409),
          },
        },
      },
      async (request, reply) => {
        const body = request.body as Record<string, unknown>;
        const errors = checkSensorDeployment(body, new Date());
        if (!isValid(errors)) return sendFieldErrors(reply, errors);
        const outcome = await deploySensor(db, userKeyOf(request), {
          id: request.body.id.toLowerCase(),
          sensorId: String(body['sensorId']),
          geometry: body['geometry'] as ToolGeometry,
          setupTime: String(body['setupTime']),
          ...(typeof body['comment'] === 'string' ? { comment: body['comment'] } : {}),
        });
        if (outcome.result === 'idTaken') throw idTaken();
        const record = outcome.record!;
        reply.header('cache-control', 'private, no-store');
        return reply
          .code(outcome.result === 'applied' ? 201 : 200)
          .send({ changeId: record.changeId, sensorId: record.sensorId, status: 'confirmed' });
      },
    );

    app.get(
      '/api/v1/fishinfo/sensors/user/sensors',
      {
        config: { access: requirePolicy('BwReportSensors') },
        schema: {
          tags: ['fishinfo'],
          summary: "The user's sensors (R24.15)",
          response: {
            200: Type.Array(
              Type.Object({ sensorId: Type.String() }, { additionalProperties: true }),
            ),
            ...problemResponses(401, 403),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return userSensors(db, userKeyOf(request));
      },
    );
  };
}
