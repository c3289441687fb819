/**
 * Zone alerting in an API process: watches every zone against the live state, pushes each
 * alert to the owner's open multiplex streams, stores it within a quarter of a second and
 * mails it by the zone's frequency. Every API process follows the same bus and evaluates it
 * the same way, with deterministic alert ids, so each pushes to its own clients and the
 * stores keep one copy; mail goes out from one process (an advisory lock on PostgreSQL).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZONE_ALERT_RETENTION_MS } from '@havkart/domain';
import { AlertFeed } from './alert-feed.js';
import { AlertMail, MAIL_TICK_MS } from './alert-mail.js';
import { ZoneEvaluator, type RaisedAlert } from './zone-evaluator.js';
import { allZones, pruneAlerts, storeAlerts, type StoredZone } from './zone-store.js';

/** How often raised alerts are written: "stored within 0.5 s". */
export const ALERT_STORE_INTERVAL_MS = 250;
const SWEEP_MS = 60_000;
const PRUNE_MS = 3_600_000;

export interface Alerting {
  readonly feed: AlertFeed;
  readonly evaluator: ZoneEvaluator;
  /** A saved zone: watched from now, what is inside it already never alerts. */
  zoneSaved(zone: StoredZone): void;
  zoneDeleted(id: string): void;
  /** Writes the alerts raised so far (tests and shutdown). */
  flush(): Promise<void>;
  /** One mail round now (the timer's work; tests call it under a fake clock). */
  mailTick(): Promise<number>;
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

export const alertingPlugin = fp(
  async (app: FastifyInstance, options: AlertingOptions) => {
    const now = options.now ?? app.live.now;
    const feed = new AlertFeed();
    const evaluator = new ZoneEvaluator(now);
    const mail = new AlertMail(app.db, app.mailer, now, app.log.child({ module: 'zone-mail' }));
    let pending: RaisedAlert[] = [];
    let writing: Promise<void> = Promise.resolve();

    const flush = (): Promise<void> => {
      const batch = pending;
      pending = [];
      writing = writing
        .then(() => storeAlerts(app.db, batch))
        .catch((error: unknown) => app.log.error({ err: error }, 'zone alerts not stored'));
      return writing;
    };
    const raise = (raised: readonly RaisedAlert[]): void => {
      for (const item of raised) {
        feed.publish(item);
        pending.push(item);
      }
    };

    app.decorate('alerting', {
      feed,
      evaluator,
      zoneSaved: (zone) => evaluator.watch(zone, app.live.state.vessels.values()),
      zoneDeleted: (id) => evaluator.unwatch(id),
      flush,
      mailTick: () => mail.tick(),
    } satisfies Alerting);

    const timers: NodeJS.Timeout[] = [];
    let stopChanges: (() => void) | undefined;
    app.addHook('onReady', async () => {
      for (const zone of await allZones(app.db)) {
        evaluator.watch(zone, app.live.state.vessels.values());
      }
      stopChanges = app.live.state.onChange((change) => {
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
      const every = (ms: number, work: () => unknown) => {
        const timer = setInterval(work, ms);
        timer.unref();
        timers.push(timer);
      };
      every(ALERT_STORE_INTERVAL_MS, () => void flush());
      every(SWEEP_MS, () => evaluator.sweep(now()));
      every(
        PRUNE_MS,
        () =>
          void pruneAlerts(app.db, new Date(now() - ZONE_ALERT_RETENTION_MS).toISOString()).catch(
            (error: unknown) => app.log.warn({ err: error }, 'old zone alerts not pruned'),
          ),
      );
      if (!options.manualMail) {
        every(
          MAIL_TICK_MS,
          () =>
            void mail
              .tick()
              .catch((error: unknown) => app.log.error({ err: error }, 'zone mail round failed')),
        );
      }
    });
    // Before the database closes: what was raised is written.
    app.addHook('preClose', async () => {
      for (const timer of timers) clearInterval(timer);
      stopChanges?.();
      await flush();
    });
  },
  { name: 'alerting', dependencies: ['live-ais', 'mail'] },
);
