/**
 * Mailing alerts through the `Mailer` (spec 01 §9 frequencies): `everyUpdate` zones get the
 * alerts not yet mailed, batched per user, at each tick (every 30 s, so within a minute);
 * other zones a digest at their Europe/Oslo times of the alerts since the last one, none when
 * there are none; a distress alert is mailed at the next tick whatever the frequency. The
 * last digest time is stored per zone and moved only once its mail is sent, so a restart
 * neither skips nor repeats one and a failed mail is retried with the next digest.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { digestDue, type ZoneAlert } from '@havkart/domain';
import { atomically, isPostgres } from '../database/atomic.js';
import type { Database } from '../database/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { toAlert, toStoredZone, type StoredZone } from './zone-store.js';
import { alertMail } from './alert-mail-texts.js';

export const MAIL_TICK_MS = 30_000;

export class AlertMail {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * One round. On PostgreSQL only the holder of an advisory lock mails, so several API
   * processes mail each alert once; a process that does not get the lock skips the round.
   */
  async tick(): Promise<number> {
    if (!isPostgres(this.db)) return this.#round();
    return atomically(this.db, async (trx) => {
      const { rows } = await sql<{ ok: boolean }>`
        SELECT pg_try_advisory_xact_lock(hashtext('havkart.zone_alert_mail')) AS ok`.execute(trx);
      return rows[0]?.ok ? this.#round() : 0;
    });
  }

  async #round(): Promise<number> {
    const nowMs = this.now();
    const zones = (
      await this.db.selectFrom('alert_zones').selectAll().where('mail', '=', 1).execute()
    ).map(toStoredZone);
    let sent = 0;
    sent += await this.#immediate(zones, nowMs);
    for (const zone of zones) {
      if (zone.frequency === 'everyUpdate') continue;
      sent += await this.#digest(zone, nowMs);
    }
    return sent;
  }

  /** `everyUpdate` entries and every distress alert not mailed yet, one mail per user. */
  async #immediate(zones: readonly StoredZone[], nowMs: number): Promise<number> {
    const byId = new Map(zones.map((zone) => [zone.id, zone]));
    const everyUpdate = zones.filter((zone) => zone.frequency === 'everyUpdate').map((z) => z.id);
    const rows = await this.db
      .selectFrom('zone_alerts')
      .selectAll()
      .where('mailed_at', 'is', null)
      .where('zone_id', 'is not', null)
      .where((eb) =>
        everyUpdate.length > 0
          ? eb.or([eb('kind', '=', 'distress'), eb('zone_id', 'in', everyUpdate)])
          : eb('kind', '=', 'distress'),
      )
      .orderBy('time')
      .execute();
    const perUser = new Map<
      string,
      { to: string; items: { alert: ZoneAlert; zone: StoredZone }[] }
    >();
    for (const row of rows) {
      const zone = byId.get(row.zone_id!);
      if (!zone || !zone.mailTo) continue;
      const alert = toAlert(row);
      if (alert.kind !== 'distress' && zone.frequency !== 'everyUpdate') continue;
      let batch = perUser.get(zone.userKey);
      if (!batch) perUser.set(zone.userKey, (batch = { to: zone.mailTo, items: [] }));
      batch.items.push({ alert, zone });
    }
    let sent = 0;
    for (const { to, items } of perUser.values()) {
      try {
        await this.mailer.send(alertMail(to, items));
      } catch (error) {
        // Left unmailed: the next tick tries again.
        this.log.warn({ err: error }, 'zone alert mail not sent');
        continue;
      }
      sent += 1;
      await this.db
        .updateTable('zone_alerts')
        .set({ mailed_at: new Date(nowMs).toISOString() })
        .where(
          'id',
          'in',
          items.map((item) => item.alert.id),
        )
        .execute();
    }
    return sent;
  }

  async #digest(zone: StoredZone, nowMs: number): Promise<number> {
    const last = Date.parse(zone.lastDigestAt ?? zone.createdAt);
    const due = digestDue(zone.frequency, last, nowMs);
    if (due === null) return 0;
    const rows = await this.db
      .selectFrom('zone_alerts')
      .selectAll()
      .where('zone_id', '=', zone.id)
      .where('kind', '=', 'entry')
      .where('time', '>', new Date(last).toISOString())
      .where('time', '<=', new Date(due).toISOString())
      .orderBy('time')
      .execute();
    let sent = 0;
    if (rows.length > 0 && zone.mailTo) {
      try {
        await this.mailer.send(
          alertMail(
            zone.mailTo,
            rows.map((row) => ({ alert: toAlert(row), zone })),
          ),
        );
        sent = 1;
      } catch (error) {
        // The digest time stays where it was: the next digest carries these alerts too.
        this.log.warn({ err: error, zone: zone.id }, 'zone alert digest not sent');
        return 0;
      }
    }
    await this.db
      .updateTable('alert_zones')
      .set({ last_digest_at: new Date(due).toISOString() })
      .where('id', '=', zone.id)
      .execute();
    return sent;
  }
}
