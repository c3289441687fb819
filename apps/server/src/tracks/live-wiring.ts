import type { FastifyInstance } from 'fastify';
import { positionReport } from '../ingest/bus.js';
import { routeAccessFor, type LiveAccess } from '../live/access.js';
import type { LiveService } from '../live/live-service.js';
import { tierShows } from '../live/tiers.js';
import type { TrackAccess, TrackTier } from './track-access.js';
import type { PositionSource } from './track-recorder.js';

/** Every position the live bus carries, as the track recorder takes it. */
export function livePositions(live: LiveService): PositionSource {
  return {
    subscribe: (listener) =>
      live.bus.subscribe((item) => {
        const report = positionReport(item);
        if (report) listener({ ...report, msgtime: report.timeMs });
      }),
  };
}

const LIVE_ACCESS: Record<TrackTier, LiveAccess> = {
  open: 'public',
  fiskinfo: 'fiskinfo',
  arctic: 'arctic',
  fishhealth: 'fishhealth',
};

/**
 * The live tiers' rules applied to tracks: the same route access, and the same per-vessel
 * policy judged on the vessel's current record. A vessel the live state no longer holds
 * has no static data to judge, and its track is shown as the live tier showed it.
 */
export function liveTrackAccess(app: FastifyInstance, live: LiveService): TrackAccess {
  const policy = { allowUnauthenticated: app.config.liveRestrictedAccess };
  return {
    routeAccess: (tier) => routeAccessFor(LIVE_ACCESS[tier], policy),
    visible: (tier, mmsi) => {
      const record = live.state.vessels.get(mmsi);
      return record === undefined || tierShows(tier, record);
    },
  };
}
