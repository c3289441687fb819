// Zone alerts and events as both sides read them (spec 01 §3, spec 02 §3; R21.01, R21.12).

/** What raised an alert: a vessel entering a zone, or a distress beacon. */
export type ZoneAlertKind = 'entry' | 'distress' | 'distressTest';

/** An alert as pushed and stored (R21.01: alert events carry a time). */
export interface ZoneAlert {
  /** Deterministic: the same entry seen by two processes is one alert. */
  readonly id: string;
  /** The zone entered; null for a distress alert that no zone covers. */
  readonly zoneId: string | null;
  /** ISO 8601 time of the position that raised it. */
  readonly time: string;
  readonly mmsi: number;
  readonly name: string | null;
  readonly shipType: number | null;
  readonly latitude: number;
  readonly longitude: number;
  readonly kind: ZoneAlertKind;
}

/** Alerts are kept this long. */
export const ZONE_ALERT_RETENTION_MS = 30 * 24 * 3_600_000;

/**
 * Alerts from the push and from the catch-up poll merged by id, newest first: a pushed alert
 * that the poll also returns is listed once.
 */
export function mergeAlertsById<A extends { id: string; time: string }>(
  existing: readonly A[],
  incoming: readonly A[],
): A[] {
  const byId = new Map<string, A>();
  for (const alert of existing) byId.set(alert.id, alert);
  for (const alert of incoming) byId.set(alert.id, alert);
  return [...byId.values()].sort(
    (a, b) => Date.parse(b.time) - Date.parse(a.time) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The alerts the user has not seen: newer than the last time they looked. */
export function newAlertsSince<A extends { time: string }>(
  alerts: readonly A[],
  seenUntil: string | null,
): A[] {
  if (!seenUntil) return [...alerts];
  const seen = Date.parse(seenUntil);
  return alerts.filter((alert) => Date.parse(alert.time) > seen);
}
