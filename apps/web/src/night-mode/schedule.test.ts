// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../settings/settings.store.js';
import { useAppearance } from '../shell/appearance.store.js';
import { followNightSchedule } from './schedule.js';

describe('automatic night mode (spec 01 §4, checklist R04.33)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useAppearance.getState().setTheme('day');
    useSettings.setState({ values: {} });
  });
  afterEach(() => vi.useRealTimers());

  it('follows the window, checked every 60 s, only while automatic is on', async () => {
    let now = new Date('2026-11-23T21:59:30Z');
    const stop = followNightSchedule(() => now);
    useSettings.getState().set('automaticNightMode', true);
    useSettings.getState().set('nightModeWindow', {
      start: { hour: 22, minute: 0 },
      end: { hour: 6, minute: 0 },
      utc: true,
    });
    expect(useAppearance.getState().theme).toBe('day');
    now = new Date('2026-11-23T22:00:10Z');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(useAppearance.getState().theme).toBe('day');
    await vi.advanceTimersByTimeAsync(1);
    expect(useAppearance.getState().theme).toBe('night');
    expect(useSettings.getState().values.nightMode).toBe(true);
    now = new Date('2026-11-24T06:00:00Z');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(useAppearance.getState().theme).toBe('day');

    useSettings.getState().set('automaticNightMode', false);
    now = new Date('2026-11-24T23:00:00Z');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(useAppearance.getState().theme).toBe('day');
    stop();
  });

  it('manual night mode cannot be set while automatic is on', () => {
    useSettings.getState().set('automaticNightMode', true);
    expect(useSettings.getState().set('nightMode', true)).toBe(false);
    useSettings.getState().set('automaticNightMode', false);
    expect(useSettings.getState().set('nightMode', true)).toBe(true);
    expect(useAppearance.getState().theme).toBe('night');
  });
});
