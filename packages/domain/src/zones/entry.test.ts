import { describe, expect, it } from 'vitest';
import {
  PRESENT_AT_START,
  ZONE_REENTRY_MS,
  zoneAlertId,
  zoneEntryStep,
  type ZonePresence,
} from './entry.js';

const MIN = 60_000;

/** Runs positions (inside or not, at minute t) and lists the minutes that alerted. */
function alerts(steps: [inside: boolean, minute: number][], start?: ZonePresence): number[] {
  let presence = start;
  const alerted: number[] = [];
  for (const [inside, minute] of steps) {
    const result = zoneEntryStep(presence, inside, minute * MIN);
    presence = result.presence;
    if (result.alert) alerted.push(minute);
  }
  return alerted;
}

describe('zone entry (alerts on entering only)', () => {
  it('alerts when a vessel comes in from outside, once while it stays', () => {
    expect(
      alerts([
        [false, 0],
        [true, 1],
        [true, 2],
        [true, 3],
      ]),
    ).toEqual([1]);
  });
  it('does not alert for a vessel inside when the zone is saved or the server starts', () => {
    expect(
      alerts(
        [
          [true, 0],
          [true, 1],
        ],
        PRESENT_AT_START,
      ),
    ).toEqual([]);
    // … until it has left and come back after ten minutes.
    expect(
      alerts(
        [
          [true, 0],
          [false, 1],
          [true, 11],
        ],
        PRESENT_AT_START,
      ),
    ).toEqual([11]);
  });
  it('alerts for a vessel first heard inside after the zone was watched', () => {
    expect(alerts([[true, 5]])).toEqual([5]);
  });
  it('re-alerts only after ten minutes outside', () => {
    expect(ZONE_REENTRY_MS).toBe(10 * MIN);
    expect(
      alerts([
        [true, 0],
        [false, 1],
        [true, 10],
      ]),
    ).toEqual([0]);
    expect(
      alerts([
        [true, 0],
        [false, 1],
        [true, 11],
      ]),
    ).toEqual([0, 11]);
  });
  it('alerts once for a vessel on the edge going in and out every minute', () => {
    const edge: [boolean, number][] = Array.from({ length: 30 }, (_, i) => [i % 2 === 0, i]);
    expect(alerts(edge)).toEqual([0]);
  });
  it('gives the same id for the same entry', () => {
    expect(zoneAlertId('z1', 257000001, 1000)).toBe(zoneAlertId('z1', 257000001, 1000));
    expect(zoneAlertId('z1', 257000001, 1000)).not.toBe(zoneAlertId('z2', 257000001, 1000));
  });
});
