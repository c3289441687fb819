import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/api-client.js';
import { preloadTasks, type PreloadContext } from './preload-tasks.js';

const context = (change: Partial<PreloadContext>): PreloadContext => ({
  api: {} as ApiClient,
  app: 'havkart',
  language: 'nb-NO',
  embedded: false,
  signedIn: false,
  fetchAisToken: () => Promise.resolve('token'),
  ...change,
});

const ids = (change: Partial<PreloadContext>) =>
  preloadTasks(context(change)).map((task) => [task.id, task.required]);

describe('the preloads of a start (spec 01 §4, §8)', () => {
  it('the AIS token is a required preload in embed mode only', () => {
    expect(ids({ embedded: true })).toContainEqual(['aisToken', true]);
    expect(ids({ embedded: false }).map(([id]) => id)).not.toContain('aisToken');
    expect(ids({ embedded: false, signedIn: true }).map(([id]) => id)).not.toContain('aisToken');
  });

  it('four required preloads always; the restricted AIS profile, optional, when signed in', () => {
    expect(ids({})).toEqual([
      ['appConfig', true],
      ['datasetGroups', true],
      ['datasets', true],
      ['forecastTimes', true],
    ]);
    expect(ids({ signedIn: true })).toContainEqual(['restrictedAisProfile', false]);
  });
});
