import { describe, expect, it } from 'vitest';
import { retentionRule } from './track-plugin.js';
import { loadTrackConfig } from './track-config.js';

describe('track settings', () => {
  it('keeps 30 days without thinning and compacts every 30 s by default', () => {
    expect(loadTrackConfig({})).toEqual({
      retentionDays: 30,
      thinAfterDays: undefined,
      thinIntervalSeconds: 60,
      compactSeconds: 30,
    });
  });

  it.each([
    [{ TRACK_RETENTION_DAYS: 'thirty' }, /TRACK_RETENTION_DAYS.*whole number/],
    [{ TRACK_RETENTION_DAYS: '0' }, /TRACK_RETENTION_DAYS.*outside/],
    [{ TRACK_THIN_AFTER_DAYS: '30' }, /TRACK_THIN_AFTER_DAYS.*below/],
    [{ TRACK_COMPACT_SECONDS: '-1' }, /TRACK_COMPACT_SECONDS/],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => loadTrackConfig(env)).toThrow(message);
  });

  it('removes what is older than the retention period and thins past the thinning age', () => {
    const config = loadTrackConfig({ TRACK_RETENTION_DAYS: '14', TRACK_THIN_AFTER_DAYS: '3' });
    expect(retentionRule(config, 2_000_000)).toEqual({
      removeBefore: 2_000_000 - 14 * 86_400,
      thinBefore: 2_000_000 - 3 * 86_400,
      thinIntervalSeconds: 60,
    });
  });
});
