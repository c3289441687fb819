/**
 * `GET /api/v1/admin/ais/basestations`: base-station diagnostics for AIS administrators
 * (spec 02 §3, §6, §7; the path is the checklist's A10). One entry per base station heard:
 * where it is and how many messages of each kind its receiver delivered since the server
 * started. The counts are kept at ingest by the live state (`live/live-state.ts`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_POLICY } from '@havkart/domain';
import { Type } from 'typebox';
import { requirePolicy } from '../../../auth/access.js';
import type { BaseStationRecord } from '../../../live/records.js';
import { problemResponses } from '../../../plugins/problem-details.js';

export const BASE_STATIONS_PATH = '/api/v1/admin/ais/basestations';

const Count = Type.Integer({ minimum: 0 });
const Point = Type.Object({
  type: Type.Literal('Point'),
  coordinates: Type.Tuple([Type.Number(), Type.Number()]),
});

export const BaseStationDiagnostics = Type.Object({
  mmsi: Type.Integer(),
  msgtime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When its last own report (message 4) arrived',
  }),
  geometry: Type.Union([Point, Type.Null()], {
    description: 'Its reported position; null until it has reported one',
  }),
  aisPositionMessageStatistics: Type.Integer({
    minimum: 0,
    description: 'Vessel position reports (1, 2, 3, 18, 19, 27) it delivered',
  }),
  aisStaticDataMessageStatistics: Type.Integer({
    minimum: 0,
    description: 'Vessel static data (5, 24) it delivered',
  }),
  atonMessageStatistics: Type.Integer({
    minimum: 0,
    description: 'Aid-to-navigation reports (21) it delivered',
  }),
  baseStationMessageStatistics: Count,
});

/** The answer's shape of one base station's record. */
export function diagnosticsOf(record: BaseStationRecord) {
  return {
    mmsi: record.mmsi,
    msgtime: record.msgtimeMs > 0 ? new Date(record.msgtimeMs).toISOString() : null,
    geometry:
      record.latitude === null || record.longitude === null
        ? null
        : {
            type: 'Point' as const,
            coordinates: [record.longitude, record.latitude] as [number, number],
          },
    aisPositionMessageStatistics: record.aisPositionMessageStatistics,
    aisStaticDataMessageStatistics: record.aisStaticDataMessageStatistics,
    atonMessageStatistics: record.atonMessageStatistics,
    baseStationMessageStatistics: record.baseStationMessageStatistics,
  };
}

export const baseStationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    BASE_STATIONS_PATH,
    {
      // Receiver health of the coastal network is operations detail, not public data.
      config: { access: requirePolicy(ADMIN_POLICY) },
      schema: {
        tags: ['admin'],
        summary: 'Base-station diagnostics: position and message counts per base station',
        response: { 200: Type.Array(BaseStationDiagnostics), ...problemResponses() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return [...app.live.state.baseStations.values()]
        .sort((a, b) => a.mmsi - b.mmsi)
        .map(diagnosticsOf);
    },
  );
};
