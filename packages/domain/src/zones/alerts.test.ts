import { describe, expect, it } from 'vitest';
import { mergeAlertsById, newAlertsSince } from './alerts.js';

const alert = (id: string, time: string, name = id) => ({ id, time, name });

describe('alerts from push and poll', () => {
  it('merges by id, newest first, the later copy winning', () => {
    const pushed = [alert('a', '2026-01-01T10:00:00Z'), alert('b', '2026-01-01T11:00:00Z')];
    const polled = [alert('b', '2026-01-01T11:00:00Z', 'B'), alert('c', '2026-01-01T09:00:00Z')];
    expect(mergeAlertsById(pushed, polled).map((a) => `${a.id}${a.name}`)).toEqual([
      'bB',
      'aa',
      'cc',
    ]);
  });
  it('lists as new only alerts after the last seen time', () => {
    const alerts = [alert('a', '2026-01-01T10:00:00Z'), alert('b', '2026-01-01T11:00:00Z')];
    expect(newAlertsSince(alerts, '2026-01-01T10:00:00Z').map((a) => a.id)).toEqual(['b']);
    expect(newAlertsSince(alerts, null)).toHaveLength(2);
  });
});
