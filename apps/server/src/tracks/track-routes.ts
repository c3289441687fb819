import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { areaRoutes } from './area-routes.js';
import type { TrackAccess, TrackTier } from './track-access.js';
import { toTrackPoint } from './track-point.js';
import {
  HistoryParams,
  IdParams,
  MinimalTracks,
  MinimalTracksBody,
  MmsiParams,
  Track,
  WeekParams,
} from './track-schemas.js';
import { isoWeekRange, parseIsoSeconds } from './track-time.js';
import type { TrackStore } from './store.js';

/** The latest-track calls answer this far back (A43: the track interval's default, 24 h). */
export const LATEST_TRACK_SECONDS = 24 * 3600;
/** Longest history one request may ask for: a month, the default retention and a bit. */
export const MAX_HISTORY_SECONDS = 31 * 86_400;

export interface TrackRoutesOptions {
  store: TrackStore;
  access: TrackAccess;
  /** Clock, UNIX seconds (tests move it). */
  now(): number;
  /** Days of points the server keeps (`TRACK_RETENTION_DAYS`); none: no span is refused. */
  retentionDays?: number;
}

/** The `bwErrorCode` of a history span that ends before the retention period begins. */
export const TIMESPAN_EXPIRED = 'TIMESPAN_EXPIRED';

/** `{fromDate}`/`{toDate}` as UNIX seconds, or a 400 naming the bad one. */
export function historyRange(fromDate: string, toDate: string): [number, number] {
  const from = parseIsoSeconds(fromDate);
  const to = parseIsoSeconds(toDate);
  if (from === null)
    throw new HttpProblem(400, 'Bad Request', `fromDate "${fromDate}" is not an ISO 8601 time`);
  if (to === null)
    throw new HttpProblem(400, 'Bad Request', `toDate "${toDate}" is not an ISO 8601 time`);
  if (to < from) throw new HttpProblem(400, 'Bad Request', 'toDate is before fromDate');
  if (to - from > MAX_HISTORY_SECONDS) {
    throw new HttpProblem(
      400,
      'Bad Request',
      `The range is longer than ${MAX_HISTORY_SECONDS / 86_400} days`,
    );
  }
  return [from, to];
}

const LATEST: { path: string; tier: TrackTier; summary: string }[] = [
  {
    path: '/api/v1/geodata/ais/:mmsi/opentracks',
    tier: 'open',
    summary: 'Latest track, open data',
  },
  {
    path: '/api/v1/geodata/ais/:mmsi/tracks',
    tier: 'fiskinfo',
    summary: 'Latest track, restricted (fiskinfo)',
  },
  {
    path: '/api/v1/geodata/arcticais/:mmsi/tracks',
    tier: 'arctic',
    summary: 'Latest track, arctic',
  },
];

const HISTORY: { path: string; tier: TrackTier }[] = [
  { path: '/api/v1/ais/open/tracks/:mmsi/:fromDate/:toDate', tier: 'open' },
  { path: '/api/v1/ais/fiskinfo/tracks/:mmsi/:fromDate/:toDate', tier: 'fiskinfo' },
  { path: '/api/v1/ais/arctic/tracks/:mmsi/:fromDate/:toDate', tier: 'arctic' },
];

const COMBINED: { path: string; tier: TrackTier }[] = [
  { path: '/api/v1/geodata/ais/combinedopen/:id', tier: 'open' },
  { path: '/api/v1/geodata/ais/combinedfiskinfo/:id', tier: 'fiskinfo' },
  { path: '/api/v1/geodata/ais/combinedarctic/:id', tier: 'arctic' },
];

/**
 * Track, history and area calls (spec 02 §7) and those of public clients of the historic AIS
 * API. Every answer is sorted by msgtime; a tier answers only what its policy lets it show.
 */
export const trackRoutes: FastifyPluginAsyncTypebox<TrackRoutesOptions> = async (app, options) => {
  const { store, access, now } = options;

  const trackFor = async (tier: TrackTier, mmsi: number, from: number, to: number) => {
    if (!access.visible(tier, mmsi)) return [];
    return (await store.track(mmsi, from, to)).map(toTrackPoint);
  };
  // A span wholly past retention can have no points any more: say so (410 and the error
  // catalogue's code, shown as 'Timespan expired') rather than answer an empty track. A span
  // reaching into the kept period answers the points still kept.
  const historyFor = (fromDate: string, toDate: string): [number, number] => {
    const [from, to] = historyRange(fromDate, toDate);
    if (options.retentionDays !== undefined && to < now() - options.retentionDays * 86_400) {
      throw new HttpProblem(
        410,
        'Gone',
        `Track points are kept for ${options.retentionDays} days; the span ends before that`,
        TIMESPAN_EXPIRED,
      );
    }
    return [from, to];
  };
  const latest = (tier: TrackTier, mmsi: string) =>
    trackFor(tier, Number(mmsi), now() - LATEST_TRACK_SECONDS, now());

  for (const route of LATEST) {
    app.get(
      route.path,
      {
        config: { access: access.routeAccess(route.tier) },
        schema: {
          tags: ['tracks'],
          summary: route.summary,
          description: 'Points of the last 24 hours, sorted by msgtime; an empty list when none.',
          params: MmsiParams,
          response: { 200: Track, ...problemResponses(400, 401, 403) },
        },
      },
      (request) => latest(route.tier, request.params.mmsi),
    );
  }

  app.get(
    '/api/v1/geodata/fishhealth/vesseltrack/:mmsi/:year/:week',
    {
      config: { access: access.routeAccess('fishhealth') },
      schema: {
        tags: ['tracks'],
        summary: 'Track over one ISO week (fish health)',
        params: WeekParams,
        response: { 200: Track, ...problemResponses(400, 401, 403) },
      },
    },
    (request) => {
      const range = isoWeekRange(Number(request.params.year), Number(request.params.week));
      if (!range)
        throw new HttpProblem(
          400,
          'Bad Request',
          `Year ${request.params.year} has no week ${request.params.week}`,
        );
      return trackFor('fishhealth', Number(request.params.mmsi), range[0], range[1] - 1);
    },
  );

  for (const route of HISTORY) {
    app.get(
      route.path,
      {
        config: { access: access.routeAccess(route.tier) },
        schema: {
          tags: ['tracks'],
          summary: `Track history, ${route.tier}`,
          description: `Points between two ISO 8601 times (at most ${MAX_HISTORY_SECONDS / 86_400} days), sorted by msgtime.`,
          params: HistoryParams,
          response: { 200: Track, ...problemResponses(400, 401, 403, 410) },
        },
      },
      (request) => {
        const [from, to] = historyFor(request.params.fromDate, request.params.toDate);
        return trackFor(route.tier, Number(request.params.mmsi), from, to);
      },
    );
  }

  app.get(
    '/api/v1/historic/tracks/:mmsi/:fromDate/:toDate',
    {
      config: { access: access.routeAccess('open') },
      schema: {
        tags: ['historic'],
        summary: 'Track history (historic AIS API)',
        description:
          'As the historic AIS API: ISO 8601 times with offsets; 404 when there are no points.',
        params: HistoryParams,
        response: { 200: Track, ...problemResponses(400, 401, 403, 404, 410) },
      },
    },
    async (request) => {
      const [from, to] = historyFor(request.params.fromDate, request.params.toDate);
      const points = await trackFor('open', Number(request.params.mmsi), from, to);
      if (points.length === 0)
        throw new HttpProblem(404, 'Not Found', 'No track points in that range');
      return points;
    },
  );

  app.get(
    '/api/v1/historic/trackslast24hours/:mmsi',
    {
      config: { access: access.routeAccess('open') },
      schema: {
        tags: ['historic'],
        summary: 'Track of the last 24 hours (historic AIS API)',
        params: MmsiParams,
        response: { 200: Track, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const points = await latest('open', request.params.mmsi);
      if (points.length === 0)
        throw new HttpProblem(404, 'Not Found', 'No track points in the last 24 hours');
      return points;
    },
  );

  app.post(
    '/api/v1/historic/latestminimaltracks',
    {
      config: { access: access.routeAccess('open') },
      schema: {
        tags: ['historic'],
        summary: 'Tracks of the last 24 hours for several vessels, time and position only',
        body: MinimalTracksBody,
        response: { 200: MinimalTracks, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const mmsis = request.body.mmsi.filter((mmsi) => access.visible('open', mmsi));
      const tracks = await store.tracks(mmsis, now() - LATEST_TRACK_SECONDS, now());
      const out: Record<string, { msgtime: string; latitude: number; longitude: number }[]> = {};
      for (const [mmsi, points] of tracks) {
        out[String(mmsi)] = points.map((p) => {
          const { msgtime, latitude, longitude } = toTrackPoint(p);
          return { msgtime, latitude, longitude };
        });
      }
      return out;
    },
  );

  for (const route of COMBINED) {
    app.get(
      route.path,
      {
        config: { access: access.routeAccess(route.tier) },
        schema: {
          tags: ['tracks'],
          summary: `Latest track from every receiver, ${route.tier}`,
          description:
            'Terrestrial and satellite reports merged: the points of the last 24 hours, sorted by msgtime.',
          params: IdParams,
          response: { 200: Track, ...problemResponses(400, 401, 403) },
        },
      },
      (request) => latest(route.tier, request.params.id),
    );
  }

  await app.register(areaRoutes, { store, access });
};
