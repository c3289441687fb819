// Keeps the gear datasets showing what is reported here: after every change, at start and
// once a minute (another process of a cluster may have taken a report), the tools in the
// database are laid over the upstream's gear.
import type { FastifyInstance } from 'fastify';
import type { Feature, Geometry } from 'geojson';
import { toolTypeOf } from '@havkart/domain';
import { FISHING_FACILITY_ID, LOST_FISHING_FACILITY_ID } from '@havkart/dataset-fishing-facilities';
import { gearServicesOf } from '@havkart/dataset-fishing-facilities/server';
import { gearState, type ToolRecord } from './tool-store.js';

/** A reported tool as a gear feature, with the same properties as the upstream's. */
export function toolFeature(tool: ToolRecord): Feature {
  const properties: Record<string, unknown> = {
    toolId: tool.toolId,
    toolTypeCode: tool.toolTypeCode,
    toolType: toolTypeOf(tool.toolTypeCode),
    lastChangedDateTime: tool.lastChanged,
    source: 'havkart',
  };
  if (tool.setupTime) properties['setupDateTime'] = tool.setupTime;
  if (tool.lostTime) properties['lostTime'] = tool.lostTime;
  if (tool.netLength !== null) properties['netLength'] = Math.round(tool.netLength);
  if (tool.comment) properties['comment'] = tool.comment;
  properties['vesselId'] = tool.vesselId;
  for (const [key, value] of Object.entries(tool.vessel ?? {})) properties[key] = value;
  // The domain's geometry has readonly arrays; the feature is only read after this.
  const geometry = tool.geometry as Geometry;
  return { type: 'Feature', id: tool.toolId, geometry, properties };
}

export interface GearOverlaySync {
  refresh(): Promise<void>;
  stop(): void;
}

const REFRESH_MS = 60_000;

export function startGearOverlay(app: FastifyInstance): GearOverlaySync {
  const gear = () => gearServicesOf(app.datasetServices.get(FISHING_FACILITY_ID));
  const lost = () => gearServicesOf(app.datasetServices.get(LOST_FISHING_FACILITY_ID));
  const refresh = async () => {
    const { tools, hidden } = await gearState(app.db);
    gear()?.setOverlay({
      add: tools.filter((t) => t.status === 'deployed').map(toolFeature),
      hide: new Set([...hidden, ...tools.filter((t) => t.status === 'lost').map((t) => t.toolId)]),
    });
    lost()?.setOverlay({
      add: tools.filter((t) => t.status === 'lost').map(toolFeature),
      hide: new Set([
        ...hidden,
        ...tools.filter((t) => t.status === 'deployed').map((t) => t.toolId),
      ]),
    });
  };
  const timer = setInterval(() => {
    refresh().catch((error: unknown) =>
      app.log.error({ err: error }, 'gear overlay refresh failed'),
    );
  }, REFRESH_MS);
  timer.unref();
  return { refresh, stop: () => clearInterval(timer) };
}
