// Where each report goes (spec 01 §7, A03) and the lists read back (R24.15, R24.16).
import type { QueuedRequest } from '@havkart/domain';
import type { ApiClient } from '../../api/api-client.js';

export const REPORT_PATHS: Readonly<Record<QueuedRequest['kind'], string>> = {
  deployed: '/bwapi/v3/geodata/fishingfacilitychange/deployed',
  lost: '/bwapi/v1/geodata/fishingfacilitychange/lost',
  reset: '/bwapi/v1/geodata/fishingfacilitychange/reset',
  retrieved: '/bwapi/v3/geodata/fishingfacilitychange/retrieved',
  sensorDeploy: '/bwapi/v1/fishinfo/sensors/user/deploy',
};

export const CHANGES_PATH = '/bwapi/v3/geodata/fishingfacilitychanges';
export const SENSORS_PATH = '/bwapi/v1/fishinfo/sensors/user/sensors';
export const CONTAINER_PATH = '/bwapi/v1/fishinfo/containerreports';

export interface ConfirmedTool {
  readonly toolId: string;
  readonly toolTypeCode: string;
  readonly status: 'deployed' | 'lost';
  readonly geometry: { type: 'Point' | 'LineString'; coordinates: unknown };
  readonly setupTime: string | null;
  readonly lostTime: string | null;
  readonly netLength: number | null;
}

export interface FailedChange {
  readonly changeId: string;
  readonly kind: string;
  readonly toolId: string | null;
  readonly reason: string;
  readonly reportedAt: string;
}

export interface FacilityChanges {
  readonly confirmedTools: readonly ConfirmedTool[];
  readonly failedChangeReports: readonly FailedChange[];
  readonly pendingChangeReports: readonly unknown[];
}

export interface SensorRecord {
  readonly changeId: string;
  readonly sensorId: string;
  readonly geometry: { type: 'Point' | 'LineString'; coordinates: unknown };
  readonly setupTime: string;
}

/** The transport the queue sends through: a POST of the report's body to its path. */
export function reportTransport(api: Pick<ApiClient, 'post'>) {
  return (request: QueuedRequest) => api.post(REPORT_PATHS[request.kind], request.body);
}
