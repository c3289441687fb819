import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JetStreamBus } from '../cluster/jetstream-bus.js';
import { consumeTracks } from '../cluster/tracks-consumer.js';
import { livePositions, liveTrackAccess } from './live-wiring.js';
import { PostgresTrackStore } from './postgres/postgres-store.js';
import { SqliteTrackStore } from './sqlite/sqlite-store.js';
import type { RetentionRule, TrackStore } from './store.js';
import { openTierAccess, type TrackAccess } from './track-access.js';
import type { TrackConfig } from './track-config.js';
import { TrackRecorder, type PositionSource } from './track-recorder.js';
import { trackRoutes } from './track-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    trackStore: TrackStore;
    /** Takes accepted positions into the track store. */
    trackRecorder: TrackRecorder;
  }
}

export interface TrackPluginOptions {
  /** Accepted positions to record; by default the live bus, when live AIS is registered. */
  source?: PositionSource | undefined;
  /** Tier policies; by default the live tiers' access check and vessel policy. */
  access?: TrackAccess | undefined;
  /** Clock in UNIX seconds, for the latest-track window and retention. */
  now?: (() => number) | undefined;
}

const RETENTION_EVERY_MS = 3600_000;

/** What retention removes and thins at a given time. */
export function retentionRule(config: TrackConfig, now: number): RetentionRule {
  return {
    removeBefore: now - config.retentionDays * 86_400,
    thinBefore:
      config.thinAfterDays === undefined ? undefined : now - config.thinAfterDays * 86_400,
    thinIntervalSeconds: config.thinIntervalSeconds,
  };
}

/**
 * The track store: opens it on the app's database (SQLite in a worker thread, PostgreSQL on
 * the app's pool), records accepted positions, compacts and applies retention in the
 * background, and serves the track, history and area routes.
 */
export const trackPlugin = fp(
  async (app: FastifyInstance, options: TrackPluginOptions) => {
    const config = app.config.tracks;
    const now = options.now ?? (() => Math.floor(Date.now() / 1000));
    const store: TrackStore =
      app.databaseKind === 'postgres'
        ? new PostgresTrackStore(app.db)
        : new SqliteTrackStore(path.join(app.config.dataDir, 'havkart.sqlite'));
    // Only the `tracks` role writes, compacts and applies retention: once per deployment.
    const writer = app.config.cluster.roles.has('tracks');
    const recorder = new TrackRecorder(store, {
      compactMs: writer ? config.compactSeconds * 1000 : 0,
      onError: (error, what) => app.log.error({ err: error }, `${what} failed`),
    });
    const live = app.hasDecorator('live') ? app.live : undefined;
    const durable = !options.source && writer && live?.bus instanceof JetStreamBus;
    const source = options.source ?? (live && !durable ? livePositions(live) : undefined);
    const unsubscribe = writer
      ? source?.subscribe((position) => recorder.record(position))
      : undefined;
    const durableBus = durable && live?.bus instanceof JetStreamBus ? live.bus : undefined;
    if (durableBus) app.addHook('onReady', async () => consumeTracks(durableBus, store));

    let retaining: Promise<unknown> = Promise.resolve();
    const retain = () => {
      retaining = retaining
        .then(() => store.retain(retentionRule(config, now())))
        .catch((error: unknown) => app.log.error({ err: error }, 'track retention failed'));
    };
    const retentionTimer = setInterval(() => writer && retain(), RETENTION_EVERY_MS);
    retentionTimer.unref();
    app.addHook('onReady', async () => writer && retain());

    app.decorate('trackStore', store);
    app.decorate('trackRecorder', recorder);
    app.addHook('onClose', async () => {
      clearInterval(retentionTimer);
      unsubscribe?.();
      // The batch being stored finishes (and is acknowledged) before the store closes.
      await durableBus?.stopConsumers();
      await recorder.stop();
      await retaining;
      await store.close();
    });

    if (!app.config.cluster.roles.has('api')) return;
    await app.register(trackRoutes, {
      store,
      access: options.access ?? (live ? liveTrackAccess(app, live) : openTierAccess()),
      now,
      retentionDays: config.retentionDays,
    });
  },
  { name: 'tracks', dependencies: ['config', 'database'] },
);
