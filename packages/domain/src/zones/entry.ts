// When a vessel's move into a zone raises an alert (spec 02 §9 as Havkart evaluates it):
// on entering only; a vessel already inside when the zone is saved or the evaluator starts
// never alerts for being there; after leaving it alerts again only once it has been outside
// for ten minutes.

/** How long a vessel must have been outside before entering alerts again. */
export const ZONE_REENTRY_MS = 10 * 60 * 1000;

/** One vessel's standing with one zone. */
export interface ZonePresence {
  readonly inside: boolean;
  /** When it was last seen leaving, epoch ms; null while it has not left since it was seen. */
  readonly leftAtMs: number | null;
  /** Whether its being inside now came with an alert or was known from the start. */
  readonly alerted: boolean;
}

/**
 * The presence after a position, and whether it raises an alert. `previous` is undefined
 * for a vessel first seen after the zone was watched: inside then means it came in. The ten
 * minutes count from when it left last, so a vessel on the edge that goes in and out every
 * minute alerts once.
 */
export function zoneEntryStep(
  previous: ZonePresence | undefined,
  inside: boolean,
  timeMs: number,
): { presence: ZonePresence; alert: boolean } {
  if (!inside) {
    if (previous?.inside)
      return { presence: { inside: false, leftAtMs: timeMs, alerted: false }, alert: false };
    return {
      presence: previous ?? { inside: false, leftAtMs: null, alerted: false },
      alert: false,
    };
  }
  if (previous?.inside) return { presence: previous, alert: false };
  const quietEnough =
    previous?.leftAtMs === null ||
    previous?.leftAtMs === undefined ||
    timeMs - previous.leftAtMs >= ZONE_REENTRY_MS;
  return { presence: { inside: true, leftAtMs: null, alerted: quietEnough }, alert: quietEnough };
}

/** The presence of a vessel found inside when the zone is saved or the evaluator starts. */
export const PRESENT_AT_START: ZonePresence = { inside: true, leftAtMs: null, alerted: false };

/** A deterministic alert id: the same entry seen by two processes is one alert. */
export function zoneAlertId(zoneId: string, mmsi: number, timeMs: number): string {
  return `${zoneId}.${mmsi}.${timeMs}`;
}
