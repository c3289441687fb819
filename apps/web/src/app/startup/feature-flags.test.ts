// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKey } from '../storage.js';
import {
  FEATURE_FLAGS_SECTION,
  flagOn,
  loadFeatureFlags,
  parseFeatureFlags,
  useFeatureFlags,
} from './feature-flags.js';

const answering = (answer: unknown) => ({
  get: <T>(path: string): Promise<T> => {
    expect(path).toBe('/bwapi/v1/featureflags');
    return Promise.resolve(answer as T);
  },
});

describe('feature flags (spec 01 §3, §7)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useFeatureFlags.setState({ serverFlags: [], userFlags: [] }, true);
  });

  it('fetches server and user flags and keeps them in the "feature flags" section', async () => {
    const flags = await loadFeatureFlags(
      answering({ serverFlags: ['nightMode'], userFlags: ['newSearch'] }),
    );
    expect(flags).toEqual({ serverFlags: ['nightMode'], userFlags: ['newSearch'] });
    expect(useFeatureFlags.getState()).toEqual(flags);
    expect(storageKey(FEATURE_FLAGS_SECTION)).toBe('havkart.featureFlags');
    expect(JSON.parse(window.localStorage.getItem('havkart.featureFlags') ?? 'null')).toEqual(
      flags,
    );
    expect(flagOn(flags, 'nightMode')).toBe(true);
    expect(flagOn(flags, 'newSearch')).toBe(true);
    expect(flagOn(flags, 'other')).toBe(false);
  });

  it('a failed fetch keeps the flags in force and logs', async () => {
    useFeatureFlags.setState({ serverFlags: ['kept'], userFlags: [] }, true);
    const logged: string[] = [];
    const flags = await loadFeatureFlags(
      { get: () => Promise.reject(new Error('503')) },
      (message) => logged.push(message),
    );
    expect(flags.serverFlags).toEqual(['kept']);
    expect(logged).toEqual(['Fetching feature flags failed']);
  });

  it('reads only lists of names', () => {
    expect(parseFeatureFlags({ serverFlags: ['a', 3], userFlags: 'b' })).toEqual({
      serverFlags: ['a'],
      userFlags: [],
    });
    expect(parseFeatureFlags('flags')).toBeNull();
    expect(parseFeatureFlags({})).toBeNull();
  });
});
