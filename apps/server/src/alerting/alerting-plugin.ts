/**
 * Zone alerting in an API process: watches every zone against the live state, pushes each
 * alert to the owner's open multiplex streams, stores it within a quarter of a second and
 * mails it by the zone's frequency. One process per deployment evaluates: in a cluster
 * (PostgreSQL and a live bus) the holder of an advisory-lock lease, which publishes each
 * alert to the other API processes over NATS for their own streams; when it goes, another
 * takes the lease and watches every zone afresh, as at a start. Mail goes out from one
 * process too (an advisory lock per mail round on PostgreSQL).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZONE_ALERT_RETENTION_MS } from '@havkart/domain';
import { AlertFeed } from './alert-feed.js';
import { AlertMail, MAIL_TICK_MS } from './alert-mail.js';
import { connectAlertRelay, type AlertRelay, type ZoneChange } from './alert-relay.js';
import { postgresLease, soleLease, type EvaluatorLease } from './evaluator-lease.js';
import { ZoneEvaluator, type RaisedAlert } from './zone-evaluator.js';
import { allZones, pruneAlerts, storeAlerts, type StoredZone } from './zone-store.js';

/** How often raised alerts are written: "stored within 0.5 s". */
export const ALERT_STORE_INTERVAL_MS = 250;
const SWEEP_MS = 60_000;
const PRUNE_MS = 3_600_000;

export interface Alerting {
  readonly feed: AlertFeed;
  readonly evaluator: ZoneEvaluator;
  /** Whether this process is the deployment's evaluator now. */
  readonly evaluating: boolean;
  /** A saved zone: watched from now, what is inside it already never alerts. */
  zoneSaved(zone: StoredZone): void;
  zoneDeleted(id: string): void;
  /** Writes the alerts raised so far (tests and shutdown). */
  flush(): Promise<void>;
  /** One mail round now (the timer's work; tests call it under a fake clock). */
  mailTick(): Promise<number>;
  /** The evaluator's zones made equal to the database's (each sweep in a cluster; tests). */
  resyncZones(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    alerting: Alerting;
  }
}

export interface AlertingOptions {
  /** Clock in epoch ms for entries and mail times; the live clock by default. */
  now?: (() => number) | undefined;
  /** Leave the mail timer off: tests run rounds with `mailTick`. */
  manualMail?: boolean;
}

/** What of a zone its evaluation and mail use (not its digest time, which moves daily). */
const evaluatedPart = (zone: StoredZone): string =>
  JSON.stringify([
    zone.name,
    zone.access,
    zone.geometry,
    zone.countryCodes,
    zone.mmsiCategories,
    zone.shipTypes,
    zone.frequency,
    zone.mail,
    zone.mailTo,
    zone.geoFilter,
  ]);

export const alertingPlugin = fp(
  async (app: FastifyInstance, options: AlertingOptions) => {
    const now = options.now ?? app.live.now;
    const feed = new AlertFeed();
    const evaluator = new ZoneEvaluator(now);
    const mail = new AlertMail(app.db, app.mailer, now, app.log.child({ module: 'zone-mail' }));
    const log = app.log.child({ module: 'zone-alerts' });
    const { databaseUrl, databaseSchema, cluster } = app.config;
    const clustered = databaseUrl !== undefined && cluster.liveBusUrl !== undefined;
    const lease: EvaluatorLease = clustered
      ? postgresLease(databaseUrl, databaseSchema, log)
      : soleLease();
    let relay: AlertRelay | null = null;
    let pending: RaisedAlert[] = [];
    let writing: Promise<void> = Promise.resolve();

    const flush = (): Promise<void> => {
      const batch = pending;
      pending = [];
      writing = writing
        .then(() => storeAlerts(app.db, batch))
        .catch((error: unknown) => log.error({ err: error }, 'zone alerts not stored'));
      return writing;
    };
    const raise = (raised: readonly RaisedAlert[]): void => {
      for (const item of raised) {
        feed.publish(item);
        relay?.publishAlert({ alert: item.alert, userKey: item.userKey });
        pending.push(item);
      }
    };
    const watchAll = async (): Promise<void> => {
      for (const zone of await allZones(app.db)) {
        evaluator.watch(zone, app.live.state.vessels.values());
      }
    };
    // A relayed zone change can be missed (NATS away a moment): the evaluator of a cluster
    // compares its zones with the database each sweep and watches what differs afresh.
    // A zone the relay changed while the database was read is left as the relay set it.
    const resync = async (): Promise<void> => {
      const byId = () => new Map(evaluator.watchedZones().map((zone) => [zone.id, zone]));
      const before = byId();
      const stored = await allZones(app.db);
      const after = byId();
      for (const zone of stored) {
        const known = after.get(zone.id);
        const untouched = before.get(zone.id) === known;
        after.delete(zone.id);
        if (untouched && (!known || evaluatedPart(known) !== evaluatedPart(zone))) {
          evaluator.watch(zone, app.live.state.vessels.values());
        }
      }
      for (const [id, zone] of after) if (before.get(id) === zone) evaluator.unwatch(id);
    };
    // On the evaluator, a change made on any process; elsewhere the change waits in the
    // database for whichever process evaluates next.
    const applyZoneChange = (change: ZoneChange): void => {
      if (!lease.held) return;
      if ('saved' in change) evaluator.watch(change.saved, app.live.state.vessels.values());
      else evaluator.unwatch(change.deleted);
    };

    app.decorate('alerting', {
      feed,
      evaluator,
      get evaluating() {
        return lease.held;
      },
      zoneSaved: (zone) => {
        applyZoneChange({ saved: zone });
        relay?.publishZoneChange({ saved: zone });
      },
      zoneDeleted: (id) => {
        applyZoneChange({ deleted: id });
        relay?.publishZoneChange({ deleted: id });
      },
      flush,
      mailTick: () => mail.tick(),
      resyncZones: () => (lease.held ? resync() : Promise.resolve()),
    } satisfies Alerting);

    const timers: NodeJS.Timeout[] = [];
    let stopChanges: (() => void) | undefined;
    app.addHook('onReady', async () => {
      if (clustered) {
        relay = await connectAlertRelay(
          cluster.liveBusUrl!,
          cluster.busPrefix,
          {
            // Another process evaluated it: this process's streams get it, nothing else.
            alert: (item) => feed.publish({ ...item, zone: null }),
            zoneChange: applyZoneChange,
          },
          log,
        );
      }
      stopChanges = app.live.state.onChange((change) => {
        if (!lease.held) return;
        if (change.kind === 'vessel' && (change.position || change.static)) {
          const { record } = change;
          raise(change.position ? evaluator.position(record, record.positionMs) : []);
          raise(evaluator.distress(record, record.positionMs));
        } else if (change.kind === 'safety' && change.record.text) {
          const vessel = app.live.state.vessels.get(change.record.mmsi);
          if (vessel)
            raise(evaluator.distress(vessel, change.record.msgtimeMs, change.record.text));
        }
      });
      // Taking the lease is a start: every zone watched afresh, what is inside stays quiet.
      // One process alone holds it from the start, with its zones watched before it serves.
      if (!clustered) await watchAll();
      lease.start((held) => {
        if (!held) {
          evaluator.clear();
          return;
        }
        void watchAll().catch((error: unknown) =>
          log.error({ err: error }, 'zones not loaded for evaluation'),
        );
      });
      const every = (ms: number, work: () => unknown) => {
        const timer = setInterval(work, ms);
        timer.unref();
        timers.push(timer);
      };
      every(ALERT_STORE_INTERVAL_MS, () => void flush());
      every(SWEEP_MS, () => {
        if (!lease.held) return;
        evaluator.sweep(now());
        if (clustered) {
          void resync().catch((error: unknown) => log.warn({ err: error }, 'zones not resynced'));
        }
      });
      every(
        PRUNE_MS,
        () =>
          void pruneAlerts(app.db, new Date(now() - ZONE_ALERT_RETENTION_MS).toISOString()).catch(
            (error: unknown) => log.warn({ err: error }, 'old zone alerts not pruned'),
          ),
      );
      if (!options.manualMail) {
        every(
          MAIL_TICK_MS,
          () =>
            void mail
              .tick()
              .catch((error: unknown) => log.error({ err: error }, 'zone mail round failed')),
        );
      }
    });
    // Before the database closes: what was raised is written, then the lease handed on.
    app.addHook('preClose', async () => {
      for (const timer of timers) clearInterval(timer);
      stopChanges?.();
      await flush();
      await lease.close();
      await relay?.close();
    });
  },
  { name: 'alerting', dependencies: ['live-ais', 'mail'] },
);
