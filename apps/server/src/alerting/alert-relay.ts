/**
 * Alerts between the API processes of a cluster, on the live bus's NATS server but outside
 * its stream: the evaluating process publishes each alert, every other process pushes it to
 * its own multiplex clients; a zone saved or deleted on any process reaches the evaluator.
 * Plain publish and subscribe, nothing kept: a process away for a moment misses pushes, and
 * the app's poll with `from` (the alerts are stored by the evaluator) catches up.
 */
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import type { ZoneAlert } from '@havkart/domain';
import type { StoredZone } from './zone-store.js';

/** What travels: an alert with the user it is for, or a zone change. */
export type RelayedAlert = { alert: ZoneAlert; userKey: string | null };
export type ZoneChange = { saved: StoredZone } | { deleted: string };

export interface AlertRelay {
  publishAlert(item: RelayedAlert): void;
  publishZoneChange(change: ZoneChange): void;
  close(): Promise<void>;
}

export interface RelayHandlers {
  alert(item: RelayedAlert): void;
  zoneChange(change: ZoneChange): void;
}

/** The subjects of a deployment: beside its stream's `<prefix>.ais.>`, never in it. */
export const relaySubjects = (prefix: string) => ({
  alerts: `${prefix}.alerting.alert`,
  zones: `${prefix}.alerting.zone`,
});

/** Connects to NATS; a process does not hear what it published itself (noEcho). */
export async function connectAlertRelay(
  url: string,
  prefix: string,
  handlers: RelayHandlers,
  log: FastifyBaseLogger,
): Promise<AlertRelay> {
  const nc: NatsConnection = await connect({
    servers: url,
    name: `havkart alerting ${process.pid}`,
    noEcho: true,
    maxReconnectAttempts: -1,
    timeout: 5000,
  });
  const subjects = relaySubjects(prefix);
  const follow = (subject: string, take: (value: unknown) => void) => {
    const subscription = nc.subscribe(subject);
    void (async () => {
      for await (const message of subscription) {
        try {
          take(message.json());
        } catch (error) {
          log.warn({ err: error, subject }, 'relayed alerting message not understood');
        }
      }
    })();
  };
  follow(subjects.alerts, (value) => handlers.alert(value as RelayedAlert));
  follow(subjects.zones, (value) => handlers.zoneChange(value as ZoneChange));
  const send = (subject: string, value: unknown) => {
    try {
      nc.publish(subject, JSON.stringify(value));
    } catch (error) {
      // Closed or draining: the stored alert still reaches the app's catch-up poll.
      log.warn({ err: error, subject }, 'alerting message not relayed');
    }
  };
  return {
    publishAlert: (item) => send(subjects.alerts, item),
    publishZoneChange: (change) => send(subjects.zones, change),
    async close() {
      await nc.drain().catch(() => nc.close());
    },
  };
}
